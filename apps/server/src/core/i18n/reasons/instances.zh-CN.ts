/** zh-CN refusal reasons of instances, hosts, images, disks, plugins, services and reservations. */
export const INSTANCE_REASONS_ZH_CN: Readonly<Record<string, string>> = {
  'instance not found': '实例不存在',
  'these GPUs are held for a customer who is waiting for them: try another host':
    '这些 GPU 已留给正在排队等待的用户：请选择其他主机',
  'this wait was served already': '此等待已被处理',
  'image_id: no such public image': 'image_id：没有这个公共镜像',
  'too many waits: this account already has 5 waiting; cancel one first':
    '等待过多：此账号已有 5 个等待中，请先取消一个',
  'wait not found': '等待不存在',
  'this wait is no longer waiting': '此等待已不在等待中',
  'this instance has been released': '此实例已释放',
  'the instance has been released': '实例已释放',
  'the instance has no machine': '实例还没有对应的机器',
  'the instance is not running': '实例未在运行',
  'the instance has that already': '实例已经是这个配置',
  'this instance was rented with {count} GPUs': '此实例租用时为 {count} 张 GPU',
  'this instance already holds its GPUs': '此实例已占有它的 GPU',
  'this instance can no longer be renewed': '此实例已无法续费',
  'this instance cannot move to that host': '此实例无法迁移到该主机',
  'this instance has no idle rule': '此实例没有设置空闲关机规则',
  'this instance’s image is no longer offered': '此实例的镜像已下架',
  'this is not a bare-metal instance: use its own kind’s call': '这不是裸金属实例：请使用对应类型的接口',
  'the machine is still being created: if it is not running by {time} UTC, it is refunded automatically':
    '机器仍在创建中：若到 {time}（UTC）仍未运行，将自动退款',
  'it runs without its GPUs (no-GPU mode): stop it first': '实例正以无卡模式运行：请先关机',
  'stop the instance first': '请先将实例关机',
  'stop the instance first, or upgrade a running container with /api/elastic_upgrade_container_v2':
    '请先将实例关机，或用 /api/elastic_upgrade_container_v2 为运行中的容器升配',
  'only a running instance can be restarted': '只有运行中的实例才能重启',
  'only a running instance can be stopped': '只有运行中的实例才能关机',
  'only a running or stopped instance can be reinitialised': '只有运行中或已关机的实例才能重装系统',
  'only a running or stopped instance changes billing mode': '只有运行中或已关机的实例才能变更计费方式',
  'only a running or stopped instance is resized': '只有运行中或已关机的实例才能升降配',
  'only a running or stopped instance within its prepaid period is refunded':
    '只有在包年包月期内、运行中或已关机的实例才能退款',
  'only a shut-down instance can be released': '只有已关机的实例才能释放',
  'only a stopped instance can be saved as an image: stop it first':
    '只有已关机的实例才能保存为镜像：请先关机',
  'only a stopped instance can be started': '只有已关机的实例才能开机',
  'only a stopped instance can migrate': '只有已关机的实例才能迁移',
  'only a stopped instance is suspended: stop it first': '只有已关机的实例才能暂停：请先关机',
  'only a stopped instance starts without GPUs': '只有已关机的实例才能以无卡模式开机',
  'only a suspended instance is resumed': '只有已暂停的实例才能恢复',
  'only an expired instance starts from its kept disk': '只有已到期的实例才能从保留的磁盘开机',
  'only a machine that could not be created is refunded this way': '只有创建失败的机器才能以这种方式退款',
  'only a prepaid instance is refunded': '只有包年包月实例才能退款',
  'only a pay-as-you-go instance is suspended: change it to pay-as-you-go first':
    '只有按量计费实例才能暂停：请先改为按量计费',
  'a pay-as-you-go instance is not renewed: change its billing mode to prepaid':
    '按量计费实例无需续费：如需续费，请将计费方式改为包年包月',
  'a prepaid instance is extended by renewing it': '包年包月实例请通过续费延长',
  'the prepaid period has ended: renew first': '包年包月已到期：请先续费',
  'the minutes of its last run are not paid: top up, then try again':
    '上次运行的按分钟费用尚未支付：请先充值，再重试',
  'the prepaid period still holds unused whole hours: stop with refund first':
    '包年包月期内还有未用完的整小时：请先关机并退款',
  'no-GPU mode is for pay-as-you-go instances: a prepaid period has paid for its GPUs (switch to pay-as-you-go first)':
    '无卡模式仅适用于按量计费实例：包年包月已为 GPU 付费（请先改为按量计费）',
  'gpu_count is for a start with GPUs, not with gpu_mode none':
    'gpu_count 用于带 GPU 开机，gpu_mode 为 none 时不可填写',
  'containers renew with /renew_container_v2': '容器请用 /renew_container_v2 续费',
  'use /renew_kvm_v2 for this instance': '此实例请用 /renew_kvm_v2 续费',
  'only a bare-metal instance renews with /renew_bare_metal_instance':
    '只有裸金属实例才用 /renew_bare_metal_instance 续费',
  'containers run Linux images only': '容器只能运行 Linux 镜像',
  'containers set their memory with /api/update_container_memory; bare metal keeps its own':
    '容器请用 /api/update_container_memory 调整内存；裸金属的内存不可调整',
  'containers set their vCPUs with /api/update_container_cpu; bare metal keeps its own':
    '容器请用 /api/update_container_cpu 调整 vCPU；裸金属的 vCPU 不可调整',
  'only containers are upgraded elastically: use /api/instance/upgrade_spec':
    '只有容器支持弹性升配：请使用 /api/instance/upgrade_spec',
  'only containers: use /api/{call}': '仅限容器：请使用 /api/{call}',
  'containers: use /api/{call}': '容器请使用 /api/{call}',
  'a bare-metal machine has no GPU-less share': '裸金属机器没有无卡配额',
  'a bare-metal machine is not suspended: release it instead': '裸金属机器不能暂停：如不再使用请释放',
  'a bare-metal machine keeps its GPUs': '裸金属机器的 GPU 不可调整',
  'a bare-metal machine keeps its GPUs, CPU and memory': '裸金属机器的 GPU、CPU 和内存不可调整',
  'stop the instance first: while it runs it changes only {changes}':
    '请先关机：实例运行时只能调整 {changes}',
  'at least {share}, the share of its GPUs': '至少为 {share}，即其 GPU 对应的份额',
  'at most {max}': '最多为 {max}',
  'this host allows at most {max} Mbps': '这台主机最多允许 {max} Mbps',
  'this host has {count} GPUs': '这台主机有 {count} 张 GPU',
  'the host has {count} spare vCPUs': '主机还有 {count} 个空闲 vCPU',
  'the host has {gb} GB of spare memory': '主机还有 {gb} GB 空闲内存',
  'the host has {gb} GB of spare disk': '主机还有 {gb} GB 空闲磁盘',
  'the host has {spare} spare vCPUs of the {added} this instance added':
    '主机只剩 {spare} 个空闲 vCPU，不够此实例加配的 {added} 个',
  'the host has {spare} GB of spare memory of the {added} GB this instance added':
    '主机只剩 {spare} GB 空闲内存，不够此实例加配的 {added} GB',
  'an instance adds at most {max} GB (it has added {added})': '一个实例最多加 {max} GB（已加 {added} GB）',
  'a disk is added to a running or stopped instance': '只能为运行中或已关机的实例添加磁盘',
  'not enough free GPUs on this host': '这台主机的空闲 GPU 不够',
  'this host is not available': '这台主机暂不可用',
  'this host is offline: it takes no new rentals': '这台主机已下线：不接受新的租用',
  'this host is under maintenance: it takes no new rentals until it is back online':
    '这台主机正在维护：恢复上线前不接受新的租用',
  'this host does not offer no-GPU mode': '这台主机不提供无卡模式',
  'this host does not run this image': '这台主机不能运行此镜像',
  "this host's data disk ({disk} GB) is smaller than the template needs ({need} GB)":
    '这台主机的数据盘（{disk} GB）小于模板所需（{need} GB）',
  'hourly rentals are {min}-{max}': '按小时租用必须是 {min}-{max} 小时',
  'daily rentals are {min}-{max}': '按天租用必须是 {min}-{max} 天',
  'monthly rentals are {min}-{max}': '按月租用必须是 {min}-{max} 个月',
  'post_paid rentals are {min}-{max}': '按量计费租用数量必须是 {min}-{max}',
  '{mode} rentals are {min}-{max}': '{mode} 租用数量必须是 {min}-{max}',
  'the host has no free GPU for this instance: start it first':
    '这台主机没有空闲的 GPU 可供此实例使用：请先开机',
  'this Idempotency-Key was used with another body: use a new key for another rental':
    '此 Idempotency-Key 已用于另一请求：另一次租用请换一个新的 key',
  'this Idempotency-Key was used with another call: use a new key for another call':
    '此 Idempotency-Key 已用于另一次调用：另一次调用请换一个新的 key',
  'a call with this Idempotency-Key is still running: repeat it once it is done':
    '使用此 Idempotency-Key 的调用仍在进行中：请在其完成后再重试',
  '{count} GPUs of this host are rented, so it cannot have fewer':
    '这台主机已有 {count} 张 GPU 被租用，不能再减少',
  '1 instance still holds GPUs on this host: it can go offline once they have ended or moved (maintenance keeps them running meanwhile)':
    '仍有 1 个实例占用这台主机的 GPU：待其结束或迁走后才能下线（维护状态下它们可继续运行）',
  '{count} instances still hold GPUs on this host: it can go offline once they have ended or moved (maintenance keeps them running meanwhile)':
    '仍有 {count} 个实例占用这台主机的 GPU：待其结束或迁走后才能下线（维护状态下它们可继续运行）',
  'a host with this name exists already': '已有同名主机',
  'a region with this code exists already': '已有相同代码的地区',
  'no such host': '主机不存在',
  'the host is not marked down': '该主机未被标记为停止服务',
  "price_per_gpu_hour: must be higher than the host's interruptible price ({price})":
    'price_per_gpu_hour：必须高于该主机的可中断价格（{price}）',
  "interruptible_price_per_gpu_hour: must be lower than the host's price per GPU-hour ({price})":
    'interruptible_price_per_gpu_hour：必须低于该主机的每卡时价格（{price}）',
  '{count} interruptible instances still live on this host: it can stop selling them once they are released':
    '此主机上仍有 {count} 个可中断实例：它们释放后才能停止出售',
  'interruptible: this host does not sell interruptible instances': 'interruptible：此主机不出售可中断实例',
  'no such region': '地区不存在',
  'not an online host of this reservation’s configuration': '不是此预约配置下的在线主机',
  'no such bare-metal configuration is offered now': '目前不提供这种裸金属配置',
  'no machine of this configuration is left for these days': '这些日期内此配置已无可用机器',
  // Images and templates
  'image not found': '镜像不存在',
  'custom image not found': '自定义镜像不存在',
  'custom image not found or not ready': '自定义镜像不存在或尚未就绪',
  'an image with this name exists already': '已有同名镜像',
  'you already have an image named {name}': '您已有名为 {name} 的镜像',
  'a failed image cannot be shared': '制作失败的镜像不能共享',
  'this image cannot run on this instance': '此镜像不能在该实例上运行',
  'this image is not shared with that phone': '此镜像未共享给该手机号',
  'this image was saved on a KVM host and runs on those only': '此镜像保存自 KVM 主机，只能在 KVM 主机上运行',
  'this image was saved on a bare-metal host and runs on those only':
    '此镜像保存自裸金属主机，只能在裸金属主机上运行',
  'this image was saved on a container host and runs on those only':
    '此镜像保存自容器主机，只能在容器主机上运行',
  'at most {max} custom images: delete one first': '最多 {max} 个自定义镜像：请先删除一个',
  'your images fill the {gb} GB quota: delete one first': '您的镜像已占满 {gb} GB 配额：请先删除一个',
  'an instance is being created from this image: try again when it runs':
    '有实例正在用此镜像创建：请待其运行后再试',
  'not a public platform image': '不是平台公共镜像',
  'not an image the store offers': '不是商店提供的镜像',
  "must be the template's image ({image})": '必须是模板指定的镜像（{image}）',
  'a template runs its own image: leave it out': '模板使用自带的镜像：请不要填写此项',
  'template not found': '模板不存在',
  'not a public template': '不是公共模板',
  'an account keeps at most {max} templates': '每个账号最多保存 {max} 个模板',
  "the template runs another image than the model's": '模板使用的镜像与模型的不同',
  'an AI model deploys through this template: choose another for it first, or unpublish this one':
    '有 AI 模型通过此模板部署：请先为它换一个模板，或下架此模板',
  "must not be {port} (the SSH gateway's port)": '不能为 {port}（SSH 网关的端口）',
  'must be at most {gb} (the largest data disk of a host in the store)':
    '最多为 {gb}（商店中主机的最大数据盘）',
  // Disks and file storage
  'cloud disk not found': '云硬盘不存在',
  'the cloud disk is not ready': '云硬盘尚未就绪',
  'the cloud disk is still being made': '云硬盘仍在创建中',
  'the cloud disk changed meanwhile: try again': '云硬盘状态刚刚发生变化：请重试',
  'the cloud disk could not be attached: try again': '云硬盘挂载失败：请重试',
  'the cloud disk is attached to another instance: detach it first': '云硬盘已挂载到另一个实例：请先卸载',
  'the cloud disk is attached: detach it first': '云硬盘已挂载：请先卸载',
  'the cloud disk is in arrears: top up; it can be attached once its daily charge is paid':
    '云硬盘已欠费：请充值，当日费用结清后即可挂载',
  'a cloud disk is attached to a stopped instance': '云硬盘只能挂载到已关机的实例',
  'a cloud disk is detached from a stopped instance': '云硬盘只能从已关机的实例卸载',
  'the instance is in another region than the cloud disk': '实例与云硬盘不在同一地区',
  'an instance takes at most {max} cloud disks': '一个实例最多挂载 {max} 块云硬盘',
  'larger than the present {gb} GB': '须大于当前的 {gb} GB',
  'file storage has no SFTP account yet: buy a quota first (0 GB keeps the free tier)':
    '文件存储还没有 SFTP 账号：请先购买容量（0 GB 即保留免费额度）',
  'file storage is locked for arrears: top up; it unlocks once its daily charge is paid':
    '文件存储因欠费被锁定：请充值，当日费用结清后自动解锁',
  // Plugins, services, terminal, auto-stop
  'plugins are installed on a running instance: start it first': '插件需在运行中的实例上安装：请先开机',
  'plugins run on Linux instances': '插件只能在 Linux 实例上运行',
  'this plugin is being installed: try again in a moment': '插件正在安装：请稍后再试',
  'this plugin is being removed: try again in a moment': '插件正在卸载：请稍后再试',
  'this plugin is not installed': '插件未安装',
  'this plugin is not installed: install it first': '插件未安装：请先安装',
  'the plugin could not be removed: try again': '插件卸载失败：请重试',
  'the provider refused': '服务提供方拒绝了此操作',
  'remote desktop is for Windows instances': '远程桌面仅适用于 Windows 实例',
  'no such service': '服务不存在',
  'services are turned off on this instance’s host': '此实例所在主机已关闭服务功能',
  'services need a real engine: this instance is simulated, nothing runs to reach':
    '服务需要真实的运行环境：此实例为模拟实例，没有可访问的程序',
  'services open on a running instance: start it first': '服务只能在运行中的实例上开启：请先开机',
  'the terminal ticket is not valid': '终端凭证无效',
  'expected a WebSocket upgrade: open this address with a ticket':
    '需要 WebSocket 连接：请带上凭证打开此地址',
  'a failed or released instance has no auto-stop': '失败或已释放的实例不能设置自动关机',
  'a command is started on a running instance: start it first': '命令只能在运行中的实例上启动：请先开机',
  'a command is watched already: clear that rule first (its command keeps running)':
    '已在监视一条命令：请先清除该规则（命令会继续运行）',
  'a simulated machine runs no commands: "stop when a command finishes" needs a real machine':
    '模拟机器不能运行命令：“命令结束后关机”需要真实机器',
  'the command could not be started: {reason}': '命令启动失败：{reason}',
  'is set with idle_minutes': '须与 idle_minutes 一起设置',
  'is no real time': '不是有效的时间',
  'must be in the future (China time)': '须晚于现在（北京时间）',
  'must be within {days} days': '须在 {days} 天之内',
  // Reservations
  'reservation_id: no such reservation': 'reservation_id：预约不存在',
  'no such reservation': '预约不存在',
  'a reservation can be cancelled only before its first day': '预约只能在开始日之前取消',
  'this reservation is {state} already': '此预约{state}',
  'only a requested reservation is confirmed; this one is {state}': '只有待确认的预约才能确认；此预约{state}',
  'only a confirmed reservation is delivered; this one is {state}': '只有已确认的预约才能交付；此预约{state}',
  'must be a date YYYY-MM-DD': '必须是 YYYY-MM-DD 格式的日期',
  'must be a day after today (China time)': '必须是今天之后的日期（北京时间）',
  'must be at most {days} days ahead': '最多提前 {days} 天',
  'must not be before start_day': '不能早于 start_day',
  'the range must be 1-{days} days, or whole months of {month} days up to {max}':
    '时长必须是 1-{days} 天，或按每月 {month} 天计的整月，最多 {max} 天',
  'end_time must be after begin_time': 'end_time 须晚于 begin_time',
};
