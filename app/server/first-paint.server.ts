import { Transform, type TransformCallback } from "node:stream";

/**
 * Reader pages paint before their scripts arrive (decision 049).
 *
 * React hoists React Router's `<link rel="modulepreload">` tags to the top of `<head>`, so a
 * browser fetches, compiles and runs the whole client (about 130 KB of JavaScript) while it is
 * still waiting to paint, and on a phone the first paint waits behind it. This transform drops
 * those tags from the document head. The scripts still load, from the module script at the end of
 * the body, once the page is on screen; every page works without them anyway (progressive
 * enhancement), so what a reader loses is a few round trips before the page is interactive, and
 * what they gain is text on screen that much sooner.
 *
 * Only the head is touched: it is buffered until `</head>`, rewritten once, and everything after
 * passes through unchanged, so the body still streams.
 */
const HEAD_END = Buffer.from("</head>");
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;

export function withoutModulePreloads(): Transform {
  let head: Buffer[] | null = [];
  let headBytes = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      if (!head) return callback(null, chunk);
      head.push(chunk);
      headBytes += chunk.length;
      const buffered = Buffer.concat(head, headBytes);
      const end = buffered.indexOf(HEAD_END);
      if (end === -1) {
        head = [buffered];
        return callback();
      }
      head = null;
      const rewritten = buffered.subarray(0, end).toString("utf8").replace(MODULE_PRELOAD, "");
      callback(null, Buffer.concat([Buffer.from(rewritten, "utf8"), buffered.subarray(end)]));
    },
    flush(callback: TransformCallback) {
      // A document without a head (never ours): pass it on as it came.
      if (head && headBytes > 0) this.push(Buffer.concat(head, headBytes));
      callback();
    },
  });
}
