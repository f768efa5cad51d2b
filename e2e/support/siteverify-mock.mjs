// A stand-in for https://www.google.com/recaptcha/api/siteverify, used by the e2e servers.
// The token decides the verdict: "pass", "low-score", "wrong-action", "wrong-host", "invalid";
// "slow" never answers in time. "<verdict>:<action>" answers that verdict for another form's
// action ("pass:contact_submit"); the bare verdicts are the newsletter's.
import { createServer } from 'node:http';

const port = Number(process.argv[2] ?? 3199);

const verdicts = {
  pass: { success: true, score: 0.9, action: 'newsletter_subscribe' },
  'low-score': { success: true, score: 0.1, action: 'newsletter_subscribe' },
  'wrong-action': { success: true, score: 0.9, action: 'login' },
  'wrong-host': {
    success: true,
    score: 0.9,
    action: 'newsletter_subscribe',
    hostname: 'evil.example',
  },
  invalid: { success: false, 'error-codes': ['invalid-input-response'] },
};

createServer((req, res) => {
  if (req.url === '/health') return res.end('ok');
  let body = '';
  req.on('data', (chunk) => (body += chunk));
  req.on('end', () => {
    const form = new URLSearchParams(body);
    const [token = '', action] = (form.get('response') ?? '').split(':');
    if (token === 'slow') return; // the site's timeout must answer for us
    const known = verdicts[/** @type {keyof typeof verdicts} */ (token)] ?? verdicts.invalid;
    const verdict = action && 'action' in known ? { ...known, action } : known;
    const secretOk = form.get('secret') === 'e2e-secret';
    res.setHeader('content-type', 'application/json');
    res.end(
      JSON.stringify(
        secretOk
          ? { hostname: 'localhost', challenge_ts: new Date().toISOString(), ...verdict }
          : { success: false, 'error-codes': ['invalid-input-secret'] },
      ),
    );
  });
}).listen(port, '127.0.0.1');
