import { describe, expect, it } from 'vitest'
import { fileKind } from './file-kind'

describe('fileKind', () => {
  it.each([
    ['image/png', 'a.bin', 'image'],
    ['video/mp4', '', 'video'],
    ['audio/ogg; codecs=opus', '', 'audio'],
    ['application/pdf', 'scan', 'pdf'],
    ['application/zip', '', 'archive'],
    ['application/gzip', '', 'archive'],
    ['text/plain', 'notes.txt', 'text'],
    ['text/plain', 'main.py', 'code'],
    ['application/json', '', 'code'],
    ['TEXT/HTML', '', 'code'],
  ])('by MIME type: %s (%s) is %s', (type, name, kind) => expect(fileKind(type, name)).toBe(kind))

  it.each([
    ['holiday.JPEG', 'image'],
    ['clip.mov', 'video'],
    ['song.flac', 'audio'],
    ['report.pdf', 'pdf'],
    ['backup.tar.gz', 'archive'],
    ['letter.docx', 'text'],
    ['app.tsx', 'code'],
    ['data', 'other'],
    ['.bashrc', 'other'],
    ['strange.xyz', 'other'],
  ])('by extension when the type says nothing: %s is %s', (name, kind) => {
    expect(fileKind('', name)).toBe(kind)
    expect(fileKind('application/octet-stream', name)).toBe(kind)
  })
})
