import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { activateLocale, i18n } from '../../shared/i18n'
import { renderApp } from '../../test/render'

// The language is module state (src/shared/catalogs.ts) and the page's <html lang dir>: back to English.
afterEach(() => activateLocale('en'))

describe('the language on Settings', () => {
  it('is chosen in “This device”: remembered on this device and given to the page', async () => {
    const { user } = renderApp('/settings')
    const device = await screen.findByRole('region', { name: 'This device' })
    const picker = within(device).getByRole('combobox', { name: 'Language' })
    expect(picker).toHaveValue('en')
    await user.selectOptions(picker, 'Deutsch')
    await waitFor(() => expect(localStorage.getItem('consign.locale')).toBe('de'))
    expect(document.documentElement.lang).toBe('de')
    expect(document.documentElement.dir).toBe('ltr')
    expect(i18n.locale).toBe('de')
    await waitFor(() => expect(within(device).getByRole('combobox')).toHaveValue('de'))
  })
})
