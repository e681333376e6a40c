import { describe, expect, it } from 'vitest';
import { checkUpload, MAX_FILE_BYTES, sanitizeFileName, servedFileHeaders, sniffFile } from './file-checks';

const bytes = (...parts: Array<string | number[]>) =>
  Buffer.concat(
    parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))),
  );

/** The smallest plausible start of each allowed type. */
const SAMPLES = {
  png: bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], [0, 0, 0, 13], 'IHDR'),
  jpeg: bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], 'JFIF\0'),
  webp: bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '),
  gif87: bytes('GIF87a', [1, 0, 1, 0]),
  gif89: bytes('GIF89a', [1, 0, 1, 0]),
  pdf: bytes('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n'),
  zip: bytes([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0]),
  emptyZip: bytes([0x50, 0x4b, 0x05, 0x06], new Array(18).fill(0)),
  txt: Buffer.from('GPU 0: NVIDIA A100\nCUDA error: out of memory\n'),
  log: Buffer.from('2025-01-01 12:00:00 INFO 训练开始 ✓\n'),
};

describe('sniffFile', () => {
  it.each([
    ['png', SAMPLES.png],
    ['jpeg', SAMPLES.jpeg],
    ['webp', SAMPLES.webp],
    ['gif', SAMPLES.gif87],
    ['gif', SAMPLES.gif89],
    ['pdf', SAMPLES.pdf],
    ['zip', SAMPLES.zip],
    ['zip', SAMPLES.emptyZip],
    ['txt', SAMPLES.txt],
    ['txt', SAMPLES.log],
  ])('recognises %s by its bytes', (type, sample) => {
    expect(sniffFile(sample)).toEqual({ ok: true, type });
  });

  it('refuses HTML named .png: the name is never asked', () => {
    const html = Buffer.from('<!DOCTYPE html><html><script>alert(document.cookie)</script></html>');
    expect(checkUpload(html, 'photo.png')).toEqual({ ok: false, reason: expect.stringContaining('markup') });
    for (const markup of [
      '  <html>',
      '\uFEFF<script>x</script>',
      '<svg xmlns="x"/>',
      '<?xml version="1.0"?>',
    ]) {
      expect(sniffFile(Buffer.from(markup)).ok).toBe(false);
    }
  });

  it('refuses binary that is no allowed type, text with NUL bytes and invalid UTF-8', () => {
    expect(sniffFile(bytes('MZ', [0x90, 0, 3, 0])).ok).toBe(false);
    expect(sniffFile(bytes([0x7f], 'ELF', [2, 1, 1])).ok).toBe(false);
    expect(sniffFile(Buffer.from('text\0with nul')).ok).toBe(false);
    expect(sniffFile(Buffer.from('\x1b[32mok\x1b[0m\ttab\r\n\f')).ok).toBe(true);
    expect(sniffFile(bytes('caf', [0xe9], ' latin-1')).ok).toBe(false);
    expect(sniffFile(Buffer.alloc(0))).toEqual({ ok: false, reason: 'the file is empty' });
  });

  it('refuses a file over 10 MB, even of an allowed type, and takes one of exactly 10 MB', () => {
    const oversized = Buffer.alloc(MAX_FILE_BYTES + 1, 0x20);
    SAMPLES.png.copy(oversized);
    expect(sniffFile(oversized)).toEqual({ ok: false, reason: 'the file is larger than 10 MB' });
    expect(sniffFile(oversized.subarray(0, MAX_FILE_BYTES))).toEqual({ ok: true, type: 'png' });
  });
});

describe('sanitizeFileName', () => {
  it('keeps a matching extension, lowercased, and replaces one that does not match', () => {
    expect(sanitizeFileName('Screenshot 2025.PNG', 'png')).toBe('Screenshot 2025.png');
    expect(sanitizeFileName('photo.jpeg', 'jpeg')).toBe('photo.jpeg');
    expect(sanitizeFileName('photo.png', 'jpeg')).toBe('photo.jpg');
    expect(sanitizeFileName('train.log', 'txt')).toBe('train.log');
    expect(sanitizeFileName('invoice.pdf.exe', 'pdf')).toBe('invoice.pdf.pdf');
    expect(sanitizeFileName('README', 'txt')).toBe('README.txt');
    expect(sanitizeFileName('v1.2 notes', 'txt')).toBe('v1.2 notes.txt');
  });

  it('keeps only the last segment of any path', () => {
    expect(sanitizeFileName('../../etc/passwd', 'txt')).toBe('passwd.txt');
    expect(sanitizeFileName('..\\x', 'txt')).toBe('x.txt');
    expect(sanitizeFileName('C:\\x', 'txt')).toBe('x.txt');
    expect(sanitizeFileName('C:x.png', 'png')).toBe('x.png');
    expect(sanitizeFileName('/var/www/', 'zip')).toBe('file.zip');
    expect(sanitizeFileName('..', 'pdf')).toBe('file.pdf');
    expect(sanitizeFileName('../', 'pdf')).toBe('file.pdf');
  });

  it('falls back to file.<ext> for empty, dot-only and reserved names', () => {
    expect(sanitizeFileName('', 'gif')).toBe('file.gif');
    expect(sanitizeFileName('   ', 'gif')).toBe('file.gif');
    expect(sanitizeFileName('.png', 'png')).toBe('png.png');
    expect(sanitizeFileName('CON.txt', 'txt')).toBe('file.txt');
    expect(sanitizeFileName('nul', 'zip')).toBe('file.zip');
    expect(sanitizeFileName('lpt1.tar.zip', 'zip')).toBe('file.zip');
  });

  it('strips control and bidi characters and characters Windows forbids', () => {
    expect(sanitizeFileName('a\r\nContent-Type: text.txt', 'txt')).toBe('aContent-Type_ text.txt');
    expect(sanitizeFileName('invoice\u202Efdp.exe', 'pdf')).toBe('invoicefdp.pdf');
    expect(sanitizeFileName('a\u0000b\u200B"c"<d>|e?*.zip', 'zip')).toBe('ab_c__d__e__.zip');
  });

  it('limits a zip-bomb-like name to 100 characters before the extension', () => {
    const name = `${'42.zip.'.repeat(10_000)}zip`;
    const sanitized = sanitizeFileName(name, 'zip');
    expect(sanitized.endsWith('.zip')).toBe(true);
    expect(Array.from(sanitized)).toHaveLength(104);
    expect(sanitizeFileName(`${'A'.repeat(100_000)}.png`, 'png')).toBe(`${'A'.repeat(100)}.png`);
  });

  it('keeps unicode names, normalised, counting characters rather than bytes', () => {
    expect(sanitizeFileName('发票 2025年1月.pdf', 'pdf')).toBe('发票 2025年1月.pdf');
    expect(sanitizeFileName('cafe\u0301.txt', 'txt')).toBe('caf\u00e9.txt');
    expect(sanitizeFileName(`${'😀'.repeat(150)}.gif`, 'gif')).toBe(`${'😀'.repeat(100)}.gif`);
  });
});

describe('servedFileHeaders', () => {
  it('shows images inline with their exact type', () => {
    expect(servedFileHeaders('png', 'screen.png')).toEqual({
      'content-type': 'image/png',
      'content-disposition': `inline; filename="screen.png"; filename*=UTF-8''screen.png`,
      'x-content-type-options': 'nosniff',
    });
  });

  it('downloads everything else, with an ASCII fallback and the RFC 5987 name', () => {
    expect(servedFileHeaders('pdf', "发票 (1)'s.pdf")['content-disposition']).toBe(
      `attachment; filename="__ (1)'s.pdf"; filename*=UTF-8''%E5%8F%91%E7%A5%A8%20%281%29%27s.pdf`,
    );
    expect(servedFileHeaders('txt', 'a.log')['content-type']).toBe('text/plain; charset=utf-8');
    expect(servedFileHeaders('zip', 'a.zip')['content-disposition']).toMatch(/^attachment; /);
  });
});

describe('checkUpload', () => {
  it('answers the detected type, the content type to serve and the name to keep', () => {
    expect(checkUpload(SAMPLES.jpeg, '../截图.png')).toEqual({
      ok: true,
      type: 'jpeg',
      contentType: 'image/jpeg',
      fileName: '截图.jpg',
    });
  });
});
