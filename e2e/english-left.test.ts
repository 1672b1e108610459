import { describe, expect, it } from 'vitest'
import { englishLeft } from './english-left'

describe('"no English left": the English catalog read as patterns', () => {
  it('finds English messages in a German page, plurals and placeholders included', async () => {
    const left = await englishLeft('de')
    const found = left.find(['12 consignments', 'Sendungen: nicht verfügbar', '3 Sendungen', 'Show all 1,500 files'])
    expect(found).toHaveLength(2)
    expect(found[0]).toContain('12 consignments')
    expect(found[1]).toContain('Show all 1,500 files')
  })

  it('takes a plural\'s count for a number, so a server\'s field name alone is not the English "# consignments"', async () => {
    const left = await englishLeft('de')
    expect(left.find(['consignments', 'quota consignments', 'used', 'limit'])).toEqual([])
    expect(left.find(['١٢ consignments'])).toHaveLength(1)
  })

  it('reads a word between tags as a word: "</0> to <1/>" is not the end of "almacenamiento"', async () => {
    const left = await englishLeft('es')
    expect(left.find(['Clave de almacenamiento', 'API de almacenamiento'])).toEqual([])
    expect(left.find(['k-9 to ann@example.com'])).toHaveLength(0)
  })

  it('does not take a short word beside a placeholder for English: Polish "To urządzenie" is not "To <0/>"', async () => {
    const left = await englishLeft('pl')
    expect(left.find(['To urządzenie'])).toEqual([])
    expect(left.find(['Show all 1,500 files'])).toHaveLength(1)
  })
})
