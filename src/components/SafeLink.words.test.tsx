import { i18n, type Messages } from '@lingui/core'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { WithI18n } from '../test/lingui'
import { SafeLink } from './SafeLink'

describe('SafeLink’s words', () => {
  it('says in German, from the German catalog, why a link that is not http(s) is not clickable', async () => {
    const locale = 'de'
    const { messages } = (await import(`../locales/${locale}/common.po`)) as { messages: Messages }
    i18n.loadAndActivate({ locale, messages })
    render(<SafeLink href="javascript:alert(1)" />, { wrapper: WithI18n })
    expect(screen.getByText('javascript:alert(1)')).toHaveAttribute('title', 'Keine http(s)-Adresse; nicht anklickbar')
    expect(screen.queryByRole('link')).toBeNull()
  })
})
