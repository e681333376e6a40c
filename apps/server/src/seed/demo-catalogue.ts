import type { InstanceKind, NodeClass } from '@gpucloud/contracts';

/** Demo regions; the edge region's nodes get no VIP discount (SPEC §9). */
export const DEMO_REGIONS = [
  { code: 'bj-a', name: '北京A区', nameEn: 'Beijing A', sortOrder: 1 },
  { code: 'sh-b', name: '上海B区', nameEn: 'Shanghai B', sortOrder: 2 },
  { code: 'gz-a', name: '广州A区', nameEn: 'Guangzhou A', sortOrder: 3 },
  { code: 'cd-edge', name: '成都边缘区', nameEn: 'Chengdu Edge', sortOrder: 4 },
] as const;

export interface DemoHost {
  region: (typeof DEMO_REGIONS)[number]['code'];
  name: string;
  kind: InstanceKind;
  nodeClass: NodeClass;
  gpuModel: string;
  gpuMemoryGb: number;
  gpuCount: number;
  gpuFree: number;
  cpuCoresPerGpu: number;
  memoryGbPerGpu: number;
  systemDiskGb: number;
  dataDiskGb: number;
  bandwidthMbps: number;
  /** List price per GPU-hour in fen. */
  pricePerGpuHour: number;
}

function host(
  region: DemoHost['region'],
  name: string,
  kind: InstanceKind,
  gpu: [model: string, memoryGb: number, count: number, free: number],
  shape: [cpu: number, memoryGb: number, dataDiskGb: number, bandwidthMbps: number],
  pricePerGpuHour: number,
  nodeClass: NodeClass = 'main',
): DemoHost {
  const [gpuModel, gpuMemoryGb, gpuCount, gpuFree] = gpu;
  const [cpuCoresPerGpu, memoryGbPerGpu, dataDiskGb, bandwidthMbps] = shape;
  return {
    region,
    name,
    kind,
    nodeClass,
    gpuModel,
    gpuMemoryGb,
    gpuCount,
    gpuFree,
    cpuCoresPerGpu,
    memoryGbPerGpu,
    systemDiskGb: kind === 'bare_metal' ? 480 : 50,
    dataDiskGb,
    bandwidthMbps,
    pricePerGpuHour,
  };
}

export const DEMO_HOSTS: DemoHost[] = [
  host('bj-a', 'bj-a-4090-01', 'kvm', ['RTX 4090', 24, 8, 5], [16, 64, 500, 100], 198),
  host('bj-a', 'bj-a-4090-02', 'container', ['RTX 4090', 24, 8, 8], [12, 60, 200, 100], 188),
  host('bj-a', 'bj-a-a100-01', 'kvm', ['A100 80G', 80, 8, 3], [14, 120, 1000, 200], 688),
  host('bj-a', 'bj-a-h100-01', 'bare_metal', ['H100 80G', 80, 8, 8], [24, 240, 3840, 1000], 1598),
  host('sh-b', 'sh-b-3090-01', 'container', ['RTX 3090', 24, 8, 6], [10, 40, 200, 100], 132),
  host('sh-b', 'sh-b-3090-02', 'kvm', ['RTX 3090', 24, 4, 0], [12, 48, 300, 100], 138),
  host('sh-b', 'sh-b-l40s-01', 'kvm', ['L40S', 48, 8, 4], [16, 96, 800, 200], 458),
  host('sh-b', 'sh-b-h100-01', 'kvm', ['H100 80G', 80, 8, 2], [20, 200, 2000, 500], 1398),
  host('gz-a', 'gz-a-a800-01', 'bare_metal', ['A800 80G', 80, 8, 8], [16, 128, 3840, 1000], 598),
  host('gz-a', 'gz-a-a6000-01', 'container', ['RTX A6000', 48, 4, 3], [12, 64, 300, 100], 298),
  host('gz-a', 'gz-a-v100-01', 'container', ['V100 32G', 32, 8, 7], [8, 48, 200, 100], 228),
  host('gz-a', 'gz-a-4090-01', 'kvm', ['RTX 4090', 24, 8, 1], [16, 64, 500, 100], 208),
  host('cd-edge', 'cd-edge-4090-01', 'container', ['RTX 4090', 24, 4, 4], [8, 32, 100, 50], 168, 'edge'),
  host('cd-edge', 'cd-edge-3090-01', 'kvm', ['RTX 3090', 24, 4, 2], [8, 32, 100, 50], 118, 'edge'),
];

export const DEMO_IMAGES = [
  {
    name: 'ubuntu22-cuda12.4-pytorch2.4',
    label: 'PyTorch 2.4 / CUDA 12.4',
    system: 'linux',
    shortDisplayName: 'PyTorch 2.4',
  },
  {
    name: 'ubuntu22-cuda12.2-tensorflow2.15',
    label: 'TensorFlow 2.15 / CUDA 12.2',
    system: 'linux',
    shortDisplayName: 'TensorFlow 2.15',
  },
  {
    name: 'ubuntu22-cuda12.4-vllm0.6',
    label: 'vLLM 0.6 / CUDA 12.4',
    system: 'linux',
    shortDisplayName: 'vLLM 0.6',
  },
  {
    name: 'ubuntu22.04-cuda12.4',
    label: 'Ubuntu 22.04 / CUDA 12.4',
    system: 'linux',
    shortDisplayName: 'Ubuntu 22.04',
  },
  {
    name: 'ubuntu20.04-cuda11.8',
    label: 'Ubuntu 20.04 / CUDA 11.8',
    system: 'linux',
    shortDisplayName: 'Ubuntu 20.04',
  },
  {
    name: 'debian12-cuda12.4',
    label: 'Debian 12 / CUDA 12.4',
    system: 'linux',
    shortDisplayName: 'Debian 12',
  },
  {
    name: 'windows-server-2022-gpu',
    label: 'Windows Server 2022 / GPU driver 552',
    system: 'windows',
    shortDisplayName: 'Windows 2022',
  },
] as const;

/** The demo notices, in both languages. */
export const DEMO_NOTICES = [
  {
    titleEn: 'H100 80G bare metal now in Beijing A',
    titleZh: 'H100 80G 裸金属服务器已在北京 A 区上线',
    contentEn: 'Whole-machine **H100 80G** servers are available by the day or month in Beijing A.',
    contentZh: '北京 A 区现已提供整机 **H100 80G** 服务器，可按天或按月租用。',
    daysAgo: 2,
  },
  {
    titleEn: 'Compute vouchers are live',
    titleZh: '算力券正式上线',
    contentEn:
      'Pay for rentals, renewals and upgrades with compute vouchers; choose voucher-first or balance-first at checkout.',
    contentZh: '租用、续费和升级均可使用算力券支付；结算时可选择优先使用算力券或优先使用余额。',
    daysAgo: 9,
  },
  {
    titleEn: 'Scheduled maintenance in Shanghai B',
    titleZh: '上海 B 区计划维护通知',
    contentEn:
      'Network maintenance on Sunday 02:00-04:00 (UTC+8). Running instances keep running; short packet loss is possible.',
    contentZh: '本周日 02:00-04:00（北京时间）进行网络维护。运行中的实例不受影响，期间可能出现短暂丢包。',
    daysAgo: 20,
  },
] as const;

/** The store page's demo banners, in both languages. */
export const DEMO_BANNERS = [
  {
    titleEn: 'H100 80G bare metal',
    titleZh: 'H100 80G 裸金属',
    subtitleEn: 'Whole 8-GPU servers by the day or month in Beijing A',
    subtitleZh: '北京 A 区整机 8 卡服务器，按天或按月租用',
    link: '/store?gpu_model=H100+80G',
    sortOrder: 1,
  },
  {
    titleEn: 'RTX 4090 from 1.68/h',
    titleZh: 'RTX 4090 低至 1.68 元/小时',
    subtitleEn: 'Containers and cloud hosts, billed by the hour',
    subtitleZh: '容器实例与云主机，按小时计费',
    link: '/store?gpu_model=RTX+4090',
    sortOrder: 2,
  },
  {
    titleEn: 'Membership discounts',
    titleZh: '会员折扣',
    subtitleEn: 'Top up to reach bronze and save 2% on every main-node rental',
    subtitleZh: '充值升级青铜会员，主节点租用立享 98 折',
    link: '/console/accountInfo',
    sortOrder: 3,
  },
] as const;

/** What the demo main account finds in its inbox: one read and one unread item of each kind. */
export const DEMO_INBOX = [
  { kind: 'notification', template: 'account.welcome', params: {}, link: '/store', read: true, hoursAgo: 30 },
  {
    kind: 'notification',
    template: 'wallet.vouchers_received',
    params: { amount: 50_00 },
    link: '/console/coupon',
    read: false,
    hoursAgo: 2,
  },
  { kind: 'message', template: 'account.welcome', params: {}, link: '', read: true, hoursAgo: 30 },
  {
    kind: 'message',
    template: 'wallet.vouchers_received',
    params: { amount: 50_00 },
    link: '',
    read: false,
    hoursAgo: 2,
  },
] as const;

/** Demo coupon groups (SPEC §3 types); `assignToDemo` ones start in the demo main account's wallet. */
export const DEMO_COUPON_GROUPS = [
  {
    name: 'Welcome top-up voucher',
    type: 0,
    amount: 10_00,
    totalNum: 10_000,
    useTimeLimitDays: 30,
    assignToDemo: true,
  },
  {
    name: 'Top-up voucher 50',
    type: 0,
    amount: 50_00,
    totalNum: 100,
    useTimeLimitDays: 30,
    assignToDemo: false,
  },
  {
    name: 'RTX 4090 10% off',
    type: 1,
    discountBasisPoints: 9_000,
    targetGoods: 'RTX 4090',
    totalNum: 500,
    useTimeLimitDays: 14,
    assignToDemo: false,
  },
  {
    name: 'Spend 100, save 10',
    type: 2,
    amount: 10_00,
    moneyLimit: 100_00,
    totalNum: 500,
    useTimeLimitDays: 0,
    assignToDemo: false,
  },
  {
    name: 'Student offer: 20 off 100',
    type: 2,
    amount: 20_00,
    moneyLimit: 100_00,
    totalNum: 200,
    targetUserVerifyType: 1,
    useTimeLimitDays: 30,
    assignToDemo: false,
  },
] as const;
