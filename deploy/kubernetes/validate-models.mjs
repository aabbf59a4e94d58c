// Validates Kubernetes manifests against the API's OpenAPI schemas with kubernetes-models: each document's apiVersion
// names the module (`kubernetes-models/apps/v1`, `kubernetes-models/v1` for the core group), its kind the model class.
// An apiVersion or kind the models do not know is an error, as is any schema violation.
// kubernetes-models is published as ES modules only, so manifests.test.ts (CommonJS under jest) runs this file in a
// child process. By hand: node deploy/kubernetes/validate-models.mjs deploy/kubernetes/*.yaml
// Prints one JSON line: [{ file, index, kind, name, error }] (error null when the document is valid).
import fs from 'node:fs';
import { parseAllDocuments } from 'yaml';

async function modelOf(apiVersion, kind) {
  if (typeof apiVersion !== 'string' || !/^([a-z0-9.-]+\/)?v[0-9a-z]+$/.test(apiVersion)) {
    throw new Error(`unknown apiVersion ${JSON.stringify(apiVersion)}`);
  }
  let mod;
  try {
    mod = await import(`kubernetes-models/${apiVersion}`);
  } catch {
    throw new Error(`unknown apiVersion ${apiVersion}`);
  }
  const Model = typeof kind === 'string' && /^[A-Z]\w*$/.test(kind) ? mod[kind] : undefined;
  if (typeof Model !== 'function') throw new Error(`unknown kind ${apiVersion}/${kind}`);
  return Model;
}

export async function validateFile(file) {
  const results = [];
  const documents = parseAllDocuments(fs.readFileSync(file, 'utf8'));
  for (const [index, document] of documents.entries()) {
    const doc = document.toJS();
    if (doc === null) continue;
    const result = { file, index, kind: doc?.kind ?? null, name: doc?.metadata?.name ?? null, error: null };
    try {
      if (document.errors.length) throw new Error(document.errors.map((e) => e.message).join('; '));
      const Model = await modelOf(doc.apiVersion, doc.kind);
      new Model(doc).validate();
    } catch (err) {
      result.error = err.message;
    }
    results.push(result);
  }
  return results;
}

const files = process.argv.slice(2);
const results = [];
for (const file of files) results.push(...(await validateFile(file)));
process.stdout.write(`${JSON.stringify(results)}\n`);
process.exitCode = results.some((r) => r.error) ? 1 : 0;
