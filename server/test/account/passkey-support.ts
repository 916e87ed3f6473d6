import crypto from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

/*
 * A software authenticator (WebAuthn level 3, ES256, attestation 'none'): it makes real
 * credentials and signs real assertions with node:crypto, so the server's checks run on the wire
 * format a browser sends. Each call may pretend another origin or tamper with what it signs.
 */

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => crypto.createHash('sha256').update(data).digest();
const counterBytes = (n: number) => {
  const out = Buffer.alloc(4);
  out.writeUInt32BE(n);
  return out;
};

interface CreationOptions {
  challenge: string;
  rp: { id?: string };
  user: { id: string };
}
interface RequestOptions {
  challenge: string;
  rpId?: string;
}
interface Pretend {
  /** The page the browser says it is on; the server's own origin by default. */
  origin?: string;
}

export function softAuthenticator(siteOrigin: string) {
  const { privateKey, publicKey } = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const credentialId = crypto.randomBytes(16);
  let counter = 0;
  let handle = '';
  const clientData = (type: string, challenge: string, origin: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  const rpIdOf = (origin: string) => new URL(origin).hostname;

  return {
    id: b64url(credentialId),
    /** The counter the next signature carries is one more; a test may wind it back (a clone). */
    setCounter: (n: number) => (counter = n),
    register(options: CreationOptions, pretend: Pretend = {}) {
      const origin = pretend.origin ?? siteOrigin;
      handle = options.user.id;
      const coseKey = isoCBOR.encode(
        new Map<number, number | Uint8Array>([
          [1, 2],
          [3, -7],
          [-1, 1],
          [-2, Buffer.from(jwk.x ?? '', 'base64url')],
          [-3, Buffer.from(jwk.y ?? '', 'base64url')],
        ]),
      );
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(credentialId.length);
      const authData = Buffer.concat([
        sha256(options.rp.id ?? rpIdOf(origin)),
        Buffer.from([0x45]), // user present, user verified, attested credential data
        counterBytes(counter),
        Buffer.alloc(16), // AAGUID: none
        idLength,
        credentialId,
        Buffer.from(coseKey),
      ]);
      const attestation = isoCBOR.encode(
        new Map<string, string | Map<string, string> | Uint8Array>([
          ['fmt', 'none'],
          ['attStmt', new Map<string, string>()],
          ['authData', authData],
        ]),
      );
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key' as const,
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', options.challenge, origin)),
          attestationObject: b64url(attestation),
          transports: ['internal'],
        },
        clientExtensionResults: {},
      };
    },
    assert(options: RequestOptions, pretend: Pretend & { tamper?: boolean } = {}) {
      const origin = pretend.origin ?? siteOrigin;
      counter += 1;
      const authData = Buffer.concat([
        sha256(options.rpId ?? rpIdOf(origin)),
        Buffer.from([0x05]),
        counterBytes(counter),
      ]);
      const data = clientData('webauthn.get', options.challenge, origin);
      const signature = crypto.sign('sha256', Buffer.concat([authData, sha256(data)]), privateKey);
      if (pretend.tamper) signature[signature.length - 1] ^= 0xff;
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key' as const,
        response: {
          clientDataJSON: b64url(data),
          authenticatorData: b64url(authData),
          signature: b64url(signature),
          userHandle: handle,
        },
        clientExtensionResults: {},
      };
    },
  };
}
