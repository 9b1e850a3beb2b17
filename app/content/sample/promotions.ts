import type { SamplePromotion } from "./types";

/** One live sidebar promotion, one scheduled for later, and one switched off. */
export const samplePromotions: SamplePromotion[] = [
  {
    key: "leading-voices-show",
    title: "Leading Voices with Claire Ashby",
    description:
      "Weekly conversations with the executives, founders and creators building reputations that last. New episodes every Thursday.",
    url: "https://example.com/leading-voices",
    buttonText: "Watch the show",
    placement: "sidebar",
    priority: 5,
    active: true,
    startsInHours: -720,
    clicks: 1342,
  },
  {
    key: "reach-masterclass",
    title: "The REACH Masterclass",
    description:
      "A four-week live programme for executives who want a public profile that builds trust, not just reach. Small cohorts, weekly feedback on your own content.",
    url: "https://example.com/masterclass/reach",
    buttonText: "Learn More",
    placement: "sidebar",
    priority: 4,
    active: true,
    startsInHours: 240,
    endsInHours: 960,
    clicks: 0,
  },
  {
    key: "executive-bio-workbook",
    title: "Free Workbook: The Four-Sentence Executive Bio",
    description:
      "Write a bio that works on a conference programme, a podcast page and a board paper. Templates, examples and a ten-minute checklist.",
    url: "https://example.com/guides/executive-bio",
    buttonText: "Download the guide",
    placement: "article-footer",
    targetCategory: "personal-branding",
    priority: 3,
    active: false,
    startsInHours: -1500,
    endsInHours: -200,
    clicks: 418,
  },
];
