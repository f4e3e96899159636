/** Files for stories and tests of pictures. */

/** A 1×1 PNG, as a learner's picture. */
export function pngFile(name = 'me.png', extraBytes = 0): File {
  const png = Uint8Array.from(
    atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
    (character) => character.charCodeAt(0),
  )
  return new File([png, new Uint8Array(extraBytes)], name, { type: 'image/png' })
}
