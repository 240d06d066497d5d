/**
 * A self-signed certificate for the benches' https hosts (bench/h2.mjs, the simulated web's
 * --tls), made with openssl in `dir` (node:crypto cannot sign X.509). The tools under test trust
 * it through NODE_EXTRA_CA_CERTS=certFile; nothing turns verification off.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A certificate for these IP addresses, valid one day: its key and certificate, and the certificate's file. */
export function selfSignedFor(dir, ips, cn = 'bench') {
  const keyFile = join(dir, 'key.pem');
  const certFile = join(dir, 'cert.pem');
  const san = ips.map((a) => `IP:${a}`).join(',');
  const args = ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
  execFileSync('openssl', [...args, '-keyout', keyFile, '-out', certFile, '-days', '1', '-subj', `/CN=${cn}`, '-addext', `subjectAltName=${san}`], {
    stdio: 'ignore',
  });
  return { key: readFileSync(keyFile), cert: readFileSync(certFile), certFile };
}
