// Load generator of bench/comment-mail.ts, in a process of its own so it never shares the server's
// event loop. Posts comments one after another as the signed-in reader; each carries a captcha
// solved here beforehand (altcha-lib's solver, as the widget), so only the POST itself is timed.
// Comments are limited to 20 a minute per client address (server/src/modules/comment/routes.ts):
// every 19 posts move to the next loopback address, 127.0.x.y. Prints the latencies as JSON.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { TARGET } from '@protocol/interactionRules';

export interface LoadPlan {
  port: number;
  token: string;
  articleId: number;
  count: number;
  /** Index of the first post over the whole run: it picks the loopback address. */
  firstPost: number;
}

const POSTS_PER_ADDRESS = 19;
const addressOf = (post: number) => {
  const slot = Math.floor(post / POSTS_PER_ADDRESS);
  return `127.0.${1 + Math.floor(slot / 250)}.${1 + (slot % 250)}`;
};

function request(plan: LoadPlan, localAddress: string, method: string, urlPath: string, body?: string) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const headers: http.OutgoingHttpHeaders = { authorization: `Bearer ${plan.token}` };
    if (body !== undefined)
      Object.assign(headers, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
    const req = http.request(
      { host: '127.0.0.1', port: plan.port, localAddress, method, path: urlPath, headers },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function solvedCaptcha(plan: LoadPlan, localAddress: string): Promise<string> {
  const answer = await request(plan, localAddress, 'GET', '/api/spam/challenge');
  const challenge = (JSON.parse(answer.text) as { result: Challenge }).result;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('captcha not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

async function main(): Promise<void> {
  const plan = JSON.parse(process.argv[2]) as LoadPlan;
  const latenciesMs: number[] = [];
  for (let i = 0; i < plan.count; i += 1) {
    const localAddress = addressOf(plan.firstPost + i);
    const altcha = await solvedCaptcha(plan, localAddress);
    const body = JSON.stringify({
      type: TARGET.article,
      for_id: plan.articleId,
      content: `基准评论 ${plan.firstPost + i}`,
      altcha,
    });
    const start = performance.now();
    const answer = await request(plan, localAddress, 'POST', '/api/comment/add', body);
    latenciesMs.push(performance.now() - start);
    const code = (JSON.parse(answer.text) as { code: number }).code;
    if (answer.status !== 200 || code !== 0) throw new Error(`comment refused: ${answer.status} ${answer.text}`);
  }
  process.stdout.write(JSON.stringify(latenciesMs));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
