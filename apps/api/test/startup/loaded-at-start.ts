/**
 * Run by lazy-libraries.test.ts in a process of its own: imports the app as main.ts does and
 * prints the packages imported by then, as a JSON list. A module resolve hook (registered
 * before the app is imported) reports every import it resolves; require's cache would miss
 * ESM packages (file-type, sharp's own code).
 */
import { register } from 'node:module';
import { MessageChannel } from 'node:worker_threads';

const hooks = `
let port;
export function initialize(data) { port = data.port; }
export async function resolve(specifier, context, next) {
  const resolved = await next(specifier, context);
  port.postMessage(resolved.url);
  return resolved;
}`;
const { port1, port2 } = new MessageChannel();
const urls: string[] = [];
port1.on('message', (url: string) => urls.push(url));
register(`data:text/javascript,${encodeURIComponent(hooks)}`, {
  data: { port: port2 },
  transferList: [port2],
});

await import('@/app');
await new Promise((resolve) => setTimeout(resolve, 200)); // the hook's last messages
port1.close();
const packages = new Set(
  urls.map((url) => url.match(/.*\/node_modules\/((?:@[^/]+\/)?[^/]+)\//)?.[1]).filter(Boolean),
);
console.log(JSON.stringify([...packages].sort()));
