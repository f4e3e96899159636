/** An answer the caller needs: its absence is a failure, shown as the server's message (spec §8). */
export function required<T>(data: T | undefined): T {
  if (data === undefined) throw new Error('The server sent no answer.')
  return data
}
