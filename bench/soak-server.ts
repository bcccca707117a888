/**
 * The mock back end served on its own for the soak (bench/soak.mjs): every mock route table behind
 * express, with umi's mock middleware's matching and body parsing (":param" routes in order;
 * body-parser JSON 5 MB, `strict: false`, a parse error handed on as an empty body). Loopback only.
 * `GET /__soak/memory` answers the process's memory after a full GC (`?nogc`:
 * without one).
 *
 *   npx tsx bench/soak-server.ts --port 8131
 */
import bodyParser from 'body-parser';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import express from 'express';
import adminRoutes from '../mock/admin';
import authRoutes from '../mock/auth';
import fileRoutes from '../mock/files';
import optionRoutes from '../mock/options';
import resourceRoutes from '../mock/resources';
import workflowRoutes from '../mock/workflow';
import { compileRoutes, type Routes } from '../tests/unit/mock/harness';

const i = process.argv.indexOf('--port');
const port = i > 0 ? Number(process.argv[i + 1]) : 8131;

const routes = compileRoutes({ ...resourceRoutes, ...optionRoutes, ...fileRoutes, ...workflowRoutes, ...adminRoutes, ...authRoutes } as Routes);

// a full GC on demand, without a node flag (the process is started by tsx)
setFlagsFromString('--expose-gc');
const gc: () => void = runInNewContext('gc');

const json = bodyParser.json({ limit: '5mb', strict: false });
const app = express();
app.disable('x-powered-by');

app.get('/__soak/memory', (req, res) => {
  if (req.query.nogc === undefined) gc();
  const m = process.memoryUsage();
  res.json({ rss: m.rss, heapUsed: m.heapUsed, heapTotal: m.heapTotal });
});

app.use((req, res, next) => {
  const route = routes.find((r) => r.method === req.method && r.re.test(req.path));
  if (!route) return next();
  const m = route.re.exec(req.path)!;
  req.params = Object.fromEntries(route.keys.map((k, n) => [k, decodeURIComponent(m[n + 1])]));
  if (req.method === 'GET') return void route.handler(req, res, next);
  json(req, res, () => void route.handler(req, res, next));
});

app.listen(port, '127.0.0.1', () => console.log(`soak mock listening on http://127.0.0.1:${port}`));
