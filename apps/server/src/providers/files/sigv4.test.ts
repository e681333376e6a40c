import { describe, expect, it } from 'vitest';
import { amzDateOf, EMPTY_SHA256, signV4, uriEncode } from './sigv4';

/** AWS's published Signature Version 4 test suite, case "get-vanilla" (its example credentials). */
const SUITE_CREDENTIALS = {
  accessKeyId: 'AKIDEXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
};

describe('signV4', () => {
  it('reproduces the get-vanilla case of the AWS test suite step by step', () => {
    const result = signV4(
      {
        method: 'GET',
        path: '/',
        query: [],
        headers: { Host: 'example.amazonaws.com', 'X-Amz-Date': '20150830T123600Z' },
        payloadHash: EMPTY_SHA256,
      },
      SUITE_CREDENTIALS,
      { region: 'us-east-1', service: 'service', amzDate: '20150830T123600Z' },
    );
    expect(result.canonicalRequest).toBe(
      [
        'GET',
        '/',
        '',
        'host:example.amazonaws.com',
        'x-amz-date:20150830T123600Z',
        '',
        'host;x-amz-date',
        'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      ].join('\n'),
    );
    expect(result.stringToSign).toBe(
      [
        'AWS4-HMAC-SHA256',
        '20150830T123600Z',
        '20150830/us-east-1/service/aws4_request',
        'bb579772317eb040ac9ed261061d46c1f17a8133879d6129b6e1c25292927e63',
      ].join('\n'),
    );
    expect(result.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/service/aws4_request, ' +
        'SignedHeaders=host;x-amz-date, Signature=5fa00fa31553b73ebf1942676e86291e8372ff2a2260956d9b8aae1d763fbf31',
    );
  });

  it('sorts and encodes the query as SigV4 wants', () => {
    const { canonicalRequest } = signV4(
      {
        method: 'GET',
        path: '/',
        query: [
          ['b', 'x y'],
          ['a', "it's*"],
        ],
        headers: { host: 'h', 'x-amz-date': '20150830T123600Z' },
        payloadHash: EMPTY_SHA256,
      },
      SUITE_CREDENTIALS,
      { region: 'us-east-1', service: 's3', amzDate: '20150830T123600Z' },
    );
    expect(canonicalRequest.split('\n')[2]).toBe('a=it%27s%2A&b=x%20y');
  });

  it('writes dates and encodes values the way AWS does', () => {
    expect(amzDateOf(new Date('2015-08-30T12:36:00.123Z'))).toBe('20150830T123600Z');
    expect(uriEncode('a b/~_-.!')).toBe('a%20b%2F~_-.%21');
  });
});
