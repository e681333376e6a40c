/**
 * The client's side of the SMS send's proof of work (docs/security.md, "SMS-code abuse"): find a
 * nonce so that SHA-256 of salt + nonce (decimal digits, ASCII) starts with `difficulty` zero bits.
 * A small SHA-256 of its own, since the browser's crypto.subtle answers one promise per hash, which
 * costs more than the hash itself; the server checks the answer with node:crypto.
 */

const K = Uint32Array.from([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98,
  0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
  0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8,
  0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819,
  0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
  0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
  0xc67178f2,
]);
const H0 = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19];

const rotr = (x: number, n: number) => (x >>> n) | (x << (32 - n));

/** SHA-256 of an ASCII string, as 8 big-endian 32-bit words. */
export function sha256Words(text: string): Uint32Array {
  const length = text.length;
  const blocks = Math.ceil((length + 9) / 64);
  const words = new Uint32Array(blocks * 16);
  for (let i = 0; i < length; i++)
    words[i >> 2] = (words[i >> 2] ?? 0) | ((text.charCodeAt(i) & 0xff) << (24 - (i % 4) * 8));
  words[length >> 2] = (words[length >> 2] ?? 0) | (0x80 << (24 - (length % 4) * 8));
  words[blocks * 16 - 1] = length * 8;
  const h = Uint32Array.from(H0);
  const w = new Uint32Array(64);
  for (let block = 0; block < blocks; block++) {
    for (let t = 0; t < 16; t++) w[t] = words[block * 16 + t] ?? 0;
    for (let t = 16; t < 64; t++) {
      const a = w[t - 15] ?? 0;
      const b = w[t - 2] ?? 0;
      const s0 = rotr(a, 7) ^ rotr(a, 18) ^ (a >>> 3);
      const s1 = rotr(b, 17) ^ rotr(b, 19) ^ (b >>> 10);
      w[t] = ((w[t - 16] ?? 0) + s0 + (w[t - 7] ?? 0) + s1) | 0;
    }
    let [a, b, c, d, e, f, g, hh] = [
      h[0] ?? 0,
      h[1] ?? 0,
      h[2] ?? 0,
      h[3] ?? 0,
      h[4] ?? 0,
      h[5] ?? 0,
      h[6] ?? 0,
      h[7] ?? 0,
    ];
    for (let t = 0; t < 64; t++) {
      const t1 =
        (hh + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + (K[t] ?? 0) + (w[t] ?? 0)) |
        0;
      const t2 = ((rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) | 0;
      hh = g;
      g = f;
      f = e;
      e = (d + t1) | 0;
      d = c;
      c = b;
      b = a;
      a = (t1 + t2) | 0;
    }
    const next = [a, b, c, d, e, f, g, hh];
    for (let i = 0; i < 8; i++) h[i] = ((h[i] ?? 0) + (next[i] ?? 0)) | 0;
  }
  return h;
}

/** How many zero bits a hash (as words) starts with. */
export function leadingZeroBitsOfWords(words: Uint32Array): number {
  let bits = 0;
  for (const word of words) {
    if (word !== 0) return bits + Math.clz32(word);
    bits += 32;
  }
  return bits;
}

/**
 * Tries the nonces from `start` for `count` of them; answers the first that solves the challenge
 * (as its decimal text) or null. The caller runs it in chunks so the page stays responsive.
 */
export function searchPowNonce(
  salt: string,
  difficulty: number,
  start: number,
  count: number,
): string | null {
  for (let nonce = start; nonce < start + count; nonce++) {
    if (leadingZeroBitsOfWords(sha256Words(`${salt}${nonce}`)) >= difficulty) return String(nonce);
  }
  return null;
}
