/** Texts of the instance monitoring page (namespace `monitoring`). */
export const monitoringEnUS = {
  intro:
    'What the machine is doing, sampled from its engine while it runs. The last hour and day show a point a minute, the last week a point an hour (with its lowest, average and highest). Times are China time.',
  back: 'Back to my instances',
  range: 'Range',
  ranges: { '1h': 'Last hour', '24h': 'Last 24 hours', '7d': 'Last 7 days' },
  missingId: {
    title: 'No instance chosen',
    body: 'Open the monitoring page from one of your instances.',
  },
  notFound: {
    title: 'Instance not found',
    body: 'None of your instances has the id {{id}}. It may have been released.',
  },
  loadFailed: 'The figures could not be loaded.',
  retry: 'Retry',
  empty: 'No figures in this range yet: a running instance is sampled every {{seconds}} seconds.',
  notRunning: 'The instance is not running: new figures come when it runs again.',
  noGpuData: 'No GPU data',
  noGpuDataBody: 'The host of this machine reports no GPU figures, so none are shown (never made up).',
  time: 'Time',
  noFigure: 'none',
  gpu: 'GPU {{index}}',
  charts: {
    cpu: {
      title: 'CPU',
      avg: 'Average',
      max: 'Highest',
      summary: 'CPU use in percent of the machine’s cores, latest {{value}}',
    },
    memory: {
      title: 'Memory',
      used: 'Used',
      limit: 'Limit',
      summary: 'Memory used, latest {{value}} of {{limit}}',
    },
    disk: {
      title: 'Data disk',
      used: 'Used',
      size: 'Size',
      summary: 'Data disk used, latest {{value}} of {{size}}',
      unread: 'The data disk could not be read in this range.',
    },
    network: {
      title: 'Network',
      in: 'In',
      out: 'Out',
      summary: 'Network traffic, latest in {{in}}, out {{out}}',
    },
    gpuUtil: { title: 'GPU utilisation', summary: 'GPU utilisation, latest {{values}}' },
    gpuMemory: { title: 'GPU memory', summary: 'GPU memory used, latest {{values}}' },
    gpuTemperature: { title: 'GPU temperature', summary: 'GPU temperature, latest {{values}}' },
  },
  gpusTitle: 'GPUs',
};
