import { createClient } from '@gpucloud/sdk';
import { stringOption } from '../args';
import type { Command } from '../command';
import { endpointOf, normalizeEndpoint, readConfig, removeConfig, writeConfig } from '../config';
import { usageError } from '../exit-codes';
import { print } from '../output';

export const login: Command = {
  name: 'login',
  summary:
    'Check an access key pair against the server and keep it, with the server, in the config directory (file mode 0600).',
  args: '',
  positionals: [],
  options: {
    'access-key-id': {
      type: 'string',
      value: 'ID',
      description:
        'the key id (GCAK…), made on the console at /console/openapi/accessKey (else GPUCLOUD_ACCESS_KEY_ID)',
    },
  },
  notes: [
    'The secret is GPUCLOUD_SECRET when set; else typed at a hidden prompt, or the first line of stdin:',
    '  printf %s "$SECRET" | gpucloud login --endpoint https://gpu.example.com --access-key-id GCAK...',
  ],
  async run(context, parsed) {
    const { io } = context;
    const stored = await readConfig(context.configDir);
    const endpoint = context.endpointOption
      ? normalizeEndpoint(context.endpointOption)
      : endpointOf(undefined, io.env, stored);
    const accessKeyId = stringOption(parsed, 'access-key-id') || io.env.GPUCLOUD_ACCESS_KEY_ID;
    if (!accessKeyId) throw usageError('login: --access-key-id is required');
    const secret = (io.env.GPUCLOUD_SECRET || (await io.readSecret('Secret: '))).trim();
    if (!secret) throw usageError('login: no secret given');
    const usage = await createClient({ baseUrl: endpoint, accessKeyId, secret, fetch: io.fetch }).usage();
    const file = await writeConfig(context.configDir, { endpoint, accessKeyId, secret });
    return print(
      context,
      { ...usage, Endpoint: endpoint, ConfigFile: file },
      () =>
        `logged in to ${endpoint} with ${usage.AccessKeyId} (scopes: ${usage.Scopes.join(', ')}); kept in ${file}\n`,
    );
  },
};

export const logout: Command = {
  name: 'logout',
  summary: 'Forget the stored access key pair (the key itself stays valid: delete it on the console).',
  args: '',
  positionals: [],
  options: {},
  async run(context) {
    const removed = await removeConfig(context.configDir);
    return print(context, { Removed: removed }, () => (removed ? 'logged out\n' : 'was not logged in\n'));
  },
};
