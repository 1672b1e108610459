import { describe, expect, it } from 'vitest'
import { formatBytes, formatCount, formatDuration, formatList, formatSpeed, listSeparator } from './format'

const plain = (s: string) => s.replace(/[\u202f\u00a0]/g, ' ')

describe('numbers, sizes and durations in the language shown', () => {
  it('groups a count as each language does', () => {
    expect(formatCount(1500, 'en')).toBe('1,500')
    expect(formatCount(1500, 'de')).toBe('1.500')
    expect(plain(formatCount(1500, 'fr'))).toBe('1 500')
    // Polish groups only from five digits on.
    expect(formatCount(1500, 'pl')).toBe('1500')
    expect(plain(formatCount(15000, 'pl'))).toBe('15 000')
  })

  it("writes sizes with the language's decimal mark and unit symbol", () => {
    expect(formatBytes(18, 'en')).toBe('18 bytes')
    expect(formatBytes(1, 'en')).toBe('1 byte')
    expect(formatBytes(2048, 'en')).toBe('2.0 kB')
    expect(plain(formatBytes(1.5 * 1024 * 1024, 'de'))).toBe('1,5 MB')
    expect(plain(formatBytes(1.5 * 1024 * 1024, 'fr'))).toBe('1,5 Mo')
    expect(formatBytes(300 * 1024 * 1024, 'en')).toBe('300 MB')
    expect(formatBytes(-1, 'en')).toBe('—')
    expect(formatSpeed(512 * 1024, 'en')).toBe('512 kB/s')
  })

  it('writes durations in the units of the language', () => {
    expect(formatDuration(4.2, 'en')).toBe('5 sec')
    expect(formatDuration(123, 'en')).toBe('2 min 3 sec')
    expect(formatDuration(3720, 'en')).toBe('1 hr 2 min')
    expect(formatDuration(123, 'de')).toBe('2 Min., 3 Sek.')
    expect(formatDuration(Number.NaN, 'en')).toBe('—')
  })

  it('joins a list as the language does, and never runs names together', () => {
    expect(formatList(['a', 'b', 'c'], 'en')).toBe('a, b, and c')
    expect(formatList(['a', 'b', 'c'], 'de')).toBe('a, b und c')
    expect(formatList(['a', 'b', 'c'], 'en', 'unit')).toBe('a, b, c')
    // Chinese's unit list has no separator: the narrow conjunction's "、" instead.
    expect(formatList(['a.txt', 'b.bin', 'c'], 'zh-Hans', 'unit')).toBe('a.txt、b.bin、c')
    expect(formatList(['a', 'b'], 'zh-Hans', 'unit')).not.toBe('ab')
    // Japanese's has only a space: the same.
    expect(formatList(['報告書-0.txt', '報告書-1.txt'], 'ja', 'unit')).toBe('報告書-0.txt、報告書-1.txt')
  })

  it('gives the separator between the items of a list of elements, as the language writes it', () => {
    expect(listSeparator('en')).toBe(', ')
    expect(listSeparator('de')).toBe(', ')
    expect(listSeparator('ar')).toBe('، و')
    expect(listSeparator('ja')).toBe('、')
    expect(listSeparator('zh-Hans')).toBe('、')
  })
})
