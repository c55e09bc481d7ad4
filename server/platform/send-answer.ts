/** A handler's result on the wire: a file download, or the envelope with its data and message. */
import type { FastifyReply } from 'fastify';
import { trackDownload } from './downloads';
import { Answer, type Answer as AnswerType, FileAnswer } from './implement';

export function sendAnswer(reply: FastifyReply, result: unknown) {
  if (result instanceof FileAnswer) {
    reply
      .header('content-type', result.contentType)
      .header(
        'content-disposition',
        `attachment; filename="${result.fileName.replace(/"/g, '')}"; filename*=UTF-8''${encodeURIComponent(result.fileName)}`,
      )
      // Private: a photo is the caller's to see, never a shared cache's to hand on.
      .header(
        'cache-control',
        result.options.immutable ? 'private, max-age=31536000, immutable' : 'no-store',
      );
    // A streamed file (an export) may take long to send: a shutdown cuts it (downloads.ts).
    if (!Buffer.isBuffer(result.body)) trackDownload(reply.raw);
    return reply.send(result.body);
  }
  if (result instanceof Answer) {
    const answer = result as AnswerType<unknown>;
    return reply.send({ success: true, data: answer.data, message: answer.message });
  }
  return reply.send({ success: true, data: result });
}
