import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { exportJWK, generateKeyPair } from 'jose'
import { afterAll } from 'vitest'

/**
 * Our own "Google": a key pair and a JWKS endpoint on loopback (`jwksUrl` goes to `googleJwksUrl`),
 * closed after the test file. Sign ID tokens with `privateKey` and the key id `test-key`.
 */
export async function startFakeGoogle() {
  const { publicKey, privateKey } = await generateKeyPair('RS256')
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' }
  const jwks = createServer((_, response) =>
    response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ keys: [jwk] })),
  )
  await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve))
  afterAll(() => new Promise<void>((resolve) => jwks.close(() => resolve())))
  return { privateKey, jwksUrl: `http://127.0.0.1:${(jwks.address() as AddressInfo).port}/certs` }
}
