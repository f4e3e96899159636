import { expect, waitFor } from 'storybook/test'

/** Stories: a toast with this title, once it has faded in (the same words may also be under a field). */
export async function expectToast(text: string) {
  await waitFor(() => {
    const titles = [...document.querySelectorAll('[data-scope="toast"][data-part="title"]')]
    expect(titles.find((title) => title.textContent === text)).toBeVisible()
  })
}
