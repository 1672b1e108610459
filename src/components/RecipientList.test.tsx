import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { RecipientList } from './RecipientList'
import { WithI18n } from '../test/lingui'

const many = (n: number) => Array.from({ length: n }, (_, i) => `person${i}@example.com`)

function line(recipients: readonly string[]) {
  return render(
    <p>
      To <RecipientList recipients={recipients} />
    </p>,
    { wrapper: WithI18n },
  ).container.firstElementChild as HTMLElement
}

const names = (el: HTMLElement) => Array.from(el.querySelectorAll('bdi'), (b) => b.textContent)

describe('a list of recipients', () => {
  it('shows 3 of 295 and "and 292 more", a button that shows all of them and fewer again', async () => {
    const user = userEvent.setup()
    const to = line(many(295))
    expect(to).toHaveTextContent(/^To person0@example\.com, person1@example\.com, person2@example\.com and 292 more recipients$/)
    expect(names(to)).toEqual(many(3))
    const more = screen.getByRole('button', { name: '292 more recipients' })
    expect(more).toHaveAttribute('aria-expanded', 'false')

    await user.click(more)
    expect(names(to)).toEqual(many(295))
    expect(to).toHaveTextContent(/^To person0@example\.com, .*, person294@example\.com show fewer recipients$/)
    expect(more).toHaveAttribute('aria-expanded', 'true')
    expect(more).toHaveAccessibleName('show fewer recipients')

    await user.click(more)
    expect(names(to)).toEqual(many(3))
    expect(more).toHaveAttribute('aria-expanded', 'false')
  })

  it('works from the keyboard, the focus staying on its button', async () => {
    const user = userEvent.setup()
    const to = line(many(295))
    await user.tab()
    const more = screen.getByRole('button', { name: '292 more recipients' })
    expect(more).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(names(to)).toHaveLength(295)
    expect(more).toHaveFocus()
    expect(more).toHaveAttribute('aria-expanded', 'true')
    await user.keyboard(' ')
    expect(names(to)).toHaveLength(3)
    expect(more).toHaveFocus()
  })

  it('reads a short list as it always did, with no button; a fourth name shows rather than "and 1 more"', () => {
    expect(line(['ann@example.com', 'bob@example.org'])).toHaveTextContent(/^To ann@example\.com, bob@example\.org$/)
    expect(line(many(4))).toHaveTextContent(new RegExp(`^To ${many(4).join(', ')}$`))
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('isolates each name, and counts thousands with separators', () => {
    const to = line(['אבי@example.com', ...many(1300)])
    expect(to.querySelector('bdi')).toHaveTextContent('אבי@example.com')
    expect(to).toHaveTextContent(/and 1,298 more recipients$/)
  })
})
