import { createSign, type KeyObject } from 'node:crypto';

/**
 * A self-signed X.509 v3 certificate in PEM, built in DER by hand, so tests can stand in for a
 * WeChat Pay platform certificate (its serial is what `Wechatpay-Serial` names) with keys generated
 * in the test and no certificate tool installed.
 */
export function selfSignedCertificate(options: {
  privateKey: KeyObject;
  publicKey: KeyObject;
  /** Hex, its first byte below 0x80 so the DER integer needs no padding. */
  serialHex: string;
  commonName: string;
  notBefore: Date;
  notAfter: Date;
}): string {
  const sha256WithRsa = sequence(objectId('1.2.840.113549.1.1.11'), Buffer.from([0x05, 0x00]));
  const name = sequence(
    set(sequence(objectId('2.5.4.3'), tlv(0x0c, Buffer.from(options.commonName, 'utf8')))),
  );
  const tbs = sequence(
    tlv(0xa0, integer(Buffer.from([2]))),
    integer(Buffer.from(options.serialHex, 'hex')),
    sha256WithRsa,
    name,
    sequence(utcTime(options.notBefore), utcTime(options.notAfter)),
    name,
    options.publicKey.export({ type: 'spki', format: 'der' }),
  );
  const signature = createSign('sha256WithRSAEncryption').update(tbs).sign(options.privateKey);
  const der = sequence(tbs, sha256WithRsa, tlv(0x03, Buffer.concat([Buffer.from([0]), signature])));
  const lines = der.toString('base64').match(/.{1,64}/g) ?? [];
  return `-----BEGIN CERTIFICATE-----\n${lines.join('\n')}\n-----END CERTIFICATE-----\n`;
}

function tlv(tag: number, content: Buffer): Buffer {
  const length = content.length;
  if (length < 0x80) return Buffer.concat([Buffer.from([tag, length]), content]);
  const bytes: number[] = [];
  for (let rest = length; rest > 0; rest = Math.floor(rest / 256)) bytes.unshift(rest % 256);
  return Buffer.concat([Buffer.from([tag, 0x80 | bytes.length, ...bytes]), content]);
}

const sequence = (...parts: Buffer[]) => tlv(0x30, Buffer.concat(parts));
const set = (...parts: Buffer[]) => tlv(0x31, Buffer.concat(parts));
const integer = (bytes: Buffer) => tlv(0x02, bytes);

function objectId(dotted: string): Buffer {
  const [first = 0, second = 0, ...rest] = dotted.split('.').map(Number);
  const bytes = [first * 40 + second];
  for (const arc of rest) {
    const groups: number[] = [];
    for (let value = arc; ; value = Math.floor(value / 128)) {
      groups.unshift((value % 128) | (groups.length ? 0x80 : 0));
      if (value < 128) break;
    }
    bytes.push(...groups);
  }
  return tlv(0x06, Buffer.from(bytes));
}

function utcTime(date: Date): Buffer {
  const text = `${date.toISOString().slice(2, 19).replace(/[-:T]/g, '')}Z`;
  return tlv(0x17, Buffer.from(text, 'ascii'));
}
