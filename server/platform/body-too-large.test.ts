/**
 * A body over the limit is answered 413 with the message over a real socket, whether the client
 * said its length or streams it chunked: the client, still sending, reads the answer instead of a
 * reset connection. PGlite, and PostgreSQL when DATABASE_URL is set.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '../../common/contract';
import { messages } from '../../common/messages';
import { API_KEY, startTestApp, type TestApp } from '../test/harness';

const LIMIT = 1024 * 1024;
let t: TestApp;
let port: number;
let token: string;

beforeAll(async () => {
  t = await startTestApp({ bodyLimitBytes: LIMIT });
  token = await t.login('ho.admin');
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

interface Answer {
  status: number;
  body: string;
}

/** Posts `size` bytes of a JSON array of rows in 64 KiB writes, with or without its length. */
function postBig(path: string, size: number, chunked: boolean): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const row = Buffer.from(`{"YearID":"2026","MonthID":"12","PositionCode":"JKT-SLS-001"},`);
    const piece = Buffer.concat(Array.from({ length: Math.ceil(65536 / row.length) }, () => row));
    const headers: http.OutgoingHttpHeaders = {
      'content-type': 'application/json',
      'api-key': API_KEY,
      authorization: `Bearer ${token}`,
    };
    if (!chunked) headers['content-length'] = size;
    const req = http.request({ host: '127.0.0.1', port, path, method: 'POST', headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () => {
        answer = { status: res.statusCode ?? 0, body };
      });
      res.on('error', reject);
    });
    // An error even after the answer fails the call: the connection was reset, not closed.
    let answer: Answer | undefined;
    req.on('error', reject);
    req.on('close', () => (answer ? resolve(answer) : reject(new Error('closed without an answer'))));
    let sent = 0;
    const writeMore = () => {
      while (sent < size) {
        const part = piece.subarray(0, Math.min(piece.length, size - sent));
        sent += part.length;
        if (!req.write(part)) return void req.once('drain', writeMore);
      }
      req.end();
    };
    writeMore();
  });
}

describe('a body over the limit, over a real connection', () => {
  it.each([
    ['with its length', false],
    ['chunked', true],
  ])('answers 413 with the message, %s', async (_how, chunked) => {
    for (let i = 0; i < 3; i++) {
      const answer = await postBig('/api/call-management/validationmastercall', 16 * LIMIT, chunked);
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body).message).toBe(messages.tooLarge);
    }
    // The server goes on answering.
    const res = await t.post(contract.setting.validPeriod, { typeID: 'TARGET', orgID: 101 }, token);
    expect(res.statusCode).toBe(200);
  });
});
