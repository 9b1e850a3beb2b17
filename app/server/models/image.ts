import mongoose, { Schema, type Model } from 'mongoose'
import type { ImageMeta } from '#app/lib/image-upload.ts'
import { schemaOptions } from './shared.ts'

export const IMAGE_STATES = [
	'uploading',
	'stored',
	'failed',
	'deleting',
] as const
export type ImageState = (typeof IMAGE_STATES)[number]

/**
 * One stored image (its bytes live in the object store): the one-time claim of its path, its
 * intrinsic size and variants, and whether a saved record uses it. Small documents, one per
 * image, so the sweep and the attach step never read a big collection.
 */
export interface ImageFields {
	/** The object path of the stored image, e.g. uploads/2026/11/k3v9x0q2m7a1b8c4.webp. */
	_id: string
	state: ImageState
	/** Set when an article, guest post or promotion that references the image is saved. */
	attached: boolean
	/** When a record gave the image back (a rejected guest post): the sweep's grace period runs from here. */
	releasedAt?: Date
	/** upload (a signed upload URL), form (a file in a form), import (copied from a URL), seed. */
	source: 'upload' | 'form' | 'import' | 'seed'
	width?: number
	height?: number
	/** Widths of the responsive variants (the largest is the image's own). */
	widths?: number[]
	/** Pictures composed for other slots of the design (generated covers), by slot: see ImageMeta. */
	crops?: ImageMeta['crops']
	/** Every object written for this image (the image and its variants), for deletion. */
	objects?: string[]
	/** Bytes of the upload as received, and of everything stored for it. */
	inputBytes?: number
	storedBytes?: number
	createdAt: Date
	updatedAt: Date
}

const imageSchema = new Schema<ImageFields>(
	{
		_id: { type: String, required: true },
		state: {
			type: String,
			enum: IMAGE_STATES,
			required: true,
			default: 'uploading',
		},
		attached: { type: Boolean, required: true, default: false },
		releasedAt: { type: Date },
		source: {
			type: String,
			enum: ['upload', 'form', 'import', 'seed'],
			required: true,
		},
		width: Number,
		height: Number,
		widths: { type: [Number], default: undefined },
		objects: { type: [String], default: undefined },
		crops: { type: Schema.Types.Mixed },
		inputBytes: Number,
		storedBytes: Number,
	},
	schemaOptions<ImageFields>({ timestamps: true }),
)

// The sweep: unattached images older than a day.
imageSchema.index({ attached: 1, createdAt: 1 })

export type ImageModel = Model<ImageFields>

export const ImageRecord: ImageModel =
	(mongoose.models.ImageRecord as ImageModel | undefined) ??
	mongoose.model<ImageFields>('ImageRecord', imageSchema, 'images')
