// Runs in a worker thread so that the load generator gets its own core and does not share the
// server's event loop. Keep-alive HTTP/1.1 connections, each sending one request after another.
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

const { urls, method, body, headers, seconds, connections, counterBase = 0 } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const latencies = [];
let errors = 0;
const deadline = performance.now() + seconds * 1000;

function send(url) {
  return new Promise((resolve) => {
    const started = performance.now();
    const request = http.request(url, { method, agent, headers }, (response) => {
      response.resume();
      response.on('end', () => {
        latencies.push(performance.now() - started);
        if (response.statusCode >= 400) errors += 1;
        resolve();
      });
    });
    request.on('error', () => {
      errors += 1;
      resolve();
    });
    request.end(body);
  });
}

let next = 0;
const started = performance.now();
await Promise.all(
  Array.from({ length: connections }, async () => {
    // `{n}` in a URL becomes counterBase + a number unique to each request (a fresh timestamp, say).
    while (performance.now() < deadline) {
      const n = next++;
      await send(urls[n % urls.length].replace('{n}', String(counterBase + n)));
    }
  }),
);
agent.destroy();
parentPort.postMessage({ latencies, errors, seconds: (performance.now() - started) / 1000 });
