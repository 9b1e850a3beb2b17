/**
 * Where an article stands in the publishing workflow. Only `published` articles whose publish
 * time has come are shown to readers (see `publicArticleFilter` in app/server/articles/public.server.ts).
 */
export const ARTICLE_STATUSES = ['draft', 'scheduled', 'published'] as const

export type ArticleStatus = (typeof ARTICLE_STATUSES)[number]

export const ARTICLE_STATUS_LABELS: Record<ArticleStatus, string> = {
	draft: 'Draft',
	scheduled: 'Scheduled',
	published: 'Published',
}
