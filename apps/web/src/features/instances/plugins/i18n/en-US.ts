/** Texts of the instance plugins page (namespace `plugins`). */
export const pluginsEnUS = {
  intro:
    'Tools that run beside your workload on a running Linux instance, each at its own address behind a token. Plugins are free.',
  back: 'Back to my instances',
  instance: {
    system: 'System',
    systems: { linux: 'Linux', windows: 'Windows' },
  },
  blocked: {
    notLinux: 'Plugins run on Linux instances, and this one runs Windows.',
    notRunning: 'Plugins are installed on a running instance: start it first.',
  },
  notFound: {
    title: 'Instance not found',
    body: 'None of your instances is named “{{name}}”. It may have been released.',
  },
  loadFailed: 'The plugins could not be loaded.',
  retry: 'Retry',
  listTitle: 'Plugins',
  monitoringLink: 'Monitoring: charts of this instance over the last hour, day and week',
  services: {
    title: 'Services',
    intro:
      'Each plugin, and one port of your own (6006) for your program, answers at an address of its own, never the console’s. Open lets this browser in for the instance’s running time, while you stay signed in.',
    custom: 'Custom service',
    templatePort: '{{label}} (template)',
    port: 'port {{port}}',
    open: 'Open',
    openLabel: 'Open {{name}}',
    blocked: {
      simulated: 'Needs a real engine: this instance is simulated.',
      not_running: 'Start the instance first.',
      not_installed: 'Install the plugin first.',
      host_off: 'Services are turned off on this host.',
    },
  },
  kinds: {
    jupyterlab: {
      name: 'JupyterLab',
      description: 'Notebooks, a terminal and a file browser in your browser, running on this instance.',
    },
    tensorboard: {
      name: 'TensorBoard',
      description: 'Charts of your training runs: losses, metrics and model graphs from their logs.',
    },
    code_server: {
      name: 'code-server',
      description: 'VS Code in your browser, editing the files of this instance.',
    },
    monitor: {
      name: 'Live monitor',
      description:
        'A live panel served inside the machine (every 5 seconds): GPU, CPU, memory and disk. The history over an hour, a day or a week is on the monitoring page.',
    },
  },
  states: {
    none: 'Not installed',
    installing: 'Installing',
    installed: 'Installed',
    removing: 'Removing',
    failed: 'Failed',
  },
  address: 'Address',
  token: 'Token',
  installedAt: 'Installed {{time}}',
  newTab: '(opens in a new tab)',
  stopped: 'The instance is not running: the plugin answers again when it runs.',
  failed: 'Installation failed',
  actions: {
    install: 'Install',
    installNamed: 'Install {{name}}',
    remove: 'Remove',
    removeNamed: 'Remove {{name}}',
    open: 'Open',
    openNamed: 'Open {{name}} (opens in a new tab)',
    copyToken: 'Copy {{name}} token',
    copiedToken: 'Copied {{name}} token',
  },
  removeConfirm: {
    title: 'Remove {{name}}?',
    body: 'Its address stops answering and its token is forgotten. Installing it again gives it a new token.',
    ok: 'Remove',
    cancel: 'Keep it',
  },
  done: {
    installed: '{{name}} installed on {{instance}}',
    removed: '{{name}} removed from {{instance}}',
  },
};
