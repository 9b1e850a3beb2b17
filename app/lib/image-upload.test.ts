import { describe, expect, it } from 'vitest'
import {
	isImageContentType,
	normaliseImageUrl,
	uploadExtensionFor,
} from './image-upload.ts'

describe('uploadExtensionFor', () => {
	it("goes by the file's type, then its name, else jpg", () => {
		expect(uploadExtensionFor('image/png', 'photo.jpg')).toBe('png')
		expect(uploadExtensionFor('image/jpeg', 'photo')).toBe('jpg')
		expect(uploadExtensionFor('', 'Holiday.WEBP')).toBe('webp')
		expect(uploadExtensionFor('image/tiff', 'scan.tiff')).toBe('jpg')
		expect(uploadExtensionFor('', 'no-extension')).toBe('jpg')
	})
})

describe('isImageContentType', () => {
	it('takes image types but not SVG or anything else', () => {
		expect(isImageContentType('image/png')).toBe(true)
		expect(isImageContentType('IMAGE/JPEG; charset=binary')).toBe(true)
		expect(isImageContentType('image/svg+xml')).toBe(false)
		expect(isImageContentType('text/plain')).toBe(false)
		expect(isImageContentType('')).toBe(false)
	})
})

describe('normaliseImageUrl', () => {
	it('accepts absolute http(s) URLs and our own stored images', () => {
		expect(normaliseImageUrl('  https://cdn.example.com/a b.jpg ')).toBe(
			'https://cdn.example.com/a%20b.jpg',
		)
		expect(normaliseImageUrl('http://example.com/x.png')).toBe(
			'http://example.com/x.png',
		)
		expect(normaliseImageUrl('/public-objects/uploads/2026/11/abc.webp')).toBe(
			'/public-objects/uploads/2026/11/abc.webp',
		)
	})

	it.each([
		'',
		'   ',
		'javascript:alert(1)',
		'data:image/png;base64,iVBORw0KGgo=',
		'ftp://example.com/a.png',
		'//evil.example/a.png',
		'images/a.png',
		'not a url',
		'/etc/passwd',
		'/public-objects/../secrets.jpg',
		'/public-objects/uploads/a.svg',
		'https://user:secret@example.com/a.png',
		`https://example.com/${'a'.repeat(2100)}.png`,
	])('refuses %j', value => {
		expect(normaliseImageUrl(value)).toBeUndefined()
	})
})
