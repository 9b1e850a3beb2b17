import { Link } from 'react-router'
import type { Route } from './+types/admin.export'
import {
	EXPORT_DOWNLOAD_PATH,
	EXPORT_IMAGES_FOLDER,
	EXPORT_KINDS,
	EXPORT_MANIFEST_FILE,
	EXPORT_SCHEMA_VERSION,
	GHOST_EXPORT_PATH,
} from '#app/content/export.ts'
import { countOf } from '#app/lib/plural.ts'
import { exportParts } from '#app/server/exports/export-parts.server.ts'

/** /admin/export: what the full-site archive holds, and the link that downloads it. */
export async function loader() {
	const parts = exportParts()
	const counts = await Promise.all(parts.map(part => part.count()))
	return {
		files: parts.map((part, index) => ({
			file: part.file,
			count: counts[index]!,
		})),
	}
}

export function meta() {
	return [
		{ title: 'Export everything | Admin' },
		{ name: 'robots', content: 'noindex, nofollow' },
	]
}

export default function AdminExportPage({ loaderData }: Route.ComponentProps) {
	const counts = new Map(loaderData.files.map(row => [row.file, row.count]))
	return (
		<div className="max-w-3xl">
			<p className="text-sm">
				<Link to="/admin" className="text-accent underline">
					← Dashboard
				</Link>
			</p>
			<h1 className="mt-2 font-serif text-4xl font-black">Export everything</h1>
			<p className="mt-2 text-muted">
				One zip file with the whole publication: every article with its markdown
				body and history, the people and profiles behind them, your subscribers
				with their consent, the redirects and every stored image. It is yours to
				keep, to archive or to take elsewhere. The file is built while it
				downloads, so a large site takes a while; keep this tab open until your
				browser says it is done.
			</p>
			<p className="mt-6">
				<a
					href={EXPORT_DOWNLOAD_PATH}
					download
					className="inline-block rounded bg-accent px-4 py-2 text-sm font-semibold text-white"
				>
					Download the archive (.zip)
				</a>
			</p>
			<h2 className="mt-10 font-serif text-2xl font-bold">
				What the archive contains
			</h2>
			<p className="mt-2 text-sm text-muted">
				Format version {EXPORT_SCHEMA_VERSION}. Each file below holds one record
				a line as JSON (JSON Lines), readable by any programming language or a
				text editor. <code>{EXPORT_MANIFEST_FILE}</code> comes first and says
				when the archive was made, from which site, and how many records each
				file holds.
			</p>
			<dl className="mt-4 divide-y divide-rule border-y border-rule">
				{EXPORT_KINDS.map(({ file, description }) => (
					<div key={file} className="grid gap-1 py-3 sm:grid-cols-[14rem_1fr]">
						<dt className="font-mono text-sm font-semibold">
							{file}
							<span className="block font-sans text-xs font-normal text-muted">
								{countOf(counts.get(file) ?? 0, 'record')}
							</span>
						</dt>
						<dd className="text-sm">{description}</dd>
					</div>
				))}
				<div className="grid gap-1 py-3 sm:grid-cols-[14rem_1fr]">
					<dt className="font-mono text-sm font-semibold">
						{EXPORT_IMAGES_FOLDER}
					</dt>
					<dd className="text-sm">
						The image files themselves, at the addresses the records use (an
						image at /public-objects/uploads/… is images/uploads/…), with every
						size that was made of each.
					</dd>
				</div>
			</dl>
			<h2 className="mt-10 font-serif text-2xl font-bold">Moving to Ghost</h2>
			<p className="mt-2 text-sm">
				The articles alone as a Ghost export (JSON), which another Ghost site
				imports under Settings → Advanced → Import/Export: every article in its
				state (published, scheduled or draft) with its body as HTML, its dates,
				excerpt, main image, SEO fields and canonical address; its section
				becomes the primary tag, followed by its tags; bylines become staff
				users. Images stay where they are, linked by their full address.
			</p>
			<p className="mt-4">
				<a
					href={GHOST_EXPORT_PATH}
					download
					className="inline-block rounded border border-accent px-4 py-2 text-sm font-semibold text-accent"
				>
					Download the articles for Ghost (.json)
				</a>
			</p>
			<p className="mt-6 text-sm text-muted">
				Left out on purpose: passwords, sign-in sessions and other secrets,
				reading statistics, and the site’s configuration, which lives in its
				environment rather than its database. To put an archive back, stop the
				site and run <code>npm run restore -- FILE</code> on a server: it checks
				the whole archive before it writes anything.
			</p>
		</div>
	)
}
