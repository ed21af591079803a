import assert from 'node:assert/strict';
import net from 'node:net';
import { after, before, describe, it } from 'node:test';
import { createTestContext, LOOPBACK, type TestContext } from '../test/harness.js';

/** Just enough of an SMTP server on loopback to receive one message per connection. */
function fakeSmtpServer(received: string[]): Promise<{ port: number; close: () => Promise<void> }> {
  const server = net.createServer((socket) => {
    let inData = false;
    let data = '';
    let buffer = '';
    socket.write('220 localhost ESMTP test\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let newline = buffer.indexOf('\r\n');
      while (newline !== -1) {
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(data);
            data = '';
            socket.write('250 OK queued\r\n');
          } else data += `${line}\n`;
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 localhost\r\n');
        else if (/^DATA/i.test(line)) {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
        newline = buffer.indexOf('\r\n');
      }
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({
        port: typeof address === 'object' && address ? address.port : 0,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

const received: string[] = [];
let smtp: { port: number; close: () => Promise<void> };
let ctx: TestContext;
before(async () => {
  smtp = await fakeSmtpServer(received);
  ctx = await createTestContext({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'Demo <no-reply@demo.test>' });
});
after(async () => {
  await ctx.close();
  await smtp.close();
});

describe('mail with SMTP_URL', () => {
  it('sends the reset link through the SMTP server instead of the outbox, in the language the user chose', async () => {
    await ctx.request('PATCH', '/api/v2/pfp/users/me/account/preferences', { token: await ctx.login('investor@demo.test'), body: { language: 'en' } });
    const response = await ctx.request('POST', '/api/v2/auth/forgot-password', { body: { email: 'investor@demo.test' } });
    assert.equal(response.status, 200);
    assert.equal(received.length, 1);
    assert.match(received[0] ?? '', /To: investor@demo\.test/i);
    assert.match(received[0] ?? '', /Subject: Reset your password/);
    assert.match(received[0] ?? '', /remember-password\?token=/);
    const outbox = await ctx.request('GET', '/dev/mailbox.json?to=investor@demo.test', { address: LOOPBACK });
    assert.deepEqual(outbox.body.data, []);
  });
});
