/**
 * The three image slots of the design (docs/design/README.md, "Images"). Every picture on a reading
 * page is drawn in one of them, at its aspect ratio, cropped to fill (object-cover): the lead of a
 * page 16:9, a card 3:2, a thumbnail 1:1. Generated art is made per slot (art direction per crop).
 */
export const IMAGE_CROPS = {
	lead: { ratio: '16 / 9', aspect: 'aspect-video', width: 1600, height: 900 },
	card: { ratio: '3 / 2', aspect: 'aspect-[3/2]', width: 1200, height: 800 },
	thumb: { ratio: '1 / 1', aspect: 'aspect-square', width: 400, height: 400 },
} as const

export type ImageCrop = keyof typeof IMAGE_CROPS
