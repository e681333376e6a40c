import { templateTable } from '../../../core/messaging/template-params';
import { historyTextsZhCN } from './history-texts.zh-CN';
import { systemTextsZhCN } from './system-texts.zh-CN';

const SMS_END = '验证码为 {code}，{minutes} 分钟内有效，请勿泄露给他人。';

/** Chinese texts (Simplified); times read in Beijing time. */
export const zhCN = templateTable({
  'instance.expiring_soon': {
    body: '实例 {name} 将于 {endsAt:time} 到期，请及时续费以保持运行。',
  },
  'instance.expired': {
    body: '实例 {name} 已关机：预付费时长已到期。磁盘保留至 {keptUntil:time}，续费后可继续使用。',
  },
  'instance.arrears_stopped': {
    body: '实例 {name} 已关机：您的余额和信用额度已用完。充值后可重新开机。',
  },
  'storage.cloud_disk_arrears': {
    body: '云盘 {name} 的日费用扣费失败：已自动卸载，充值并在下次扣费成功前无法挂载。',
  },
  'storage.file_storage_arrears': {
    body: '您 {gb} GB 文件存储的日费用扣费失败：SFTP 登录已锁定，充值并在下次扣费成功后解锁。',
  },
  'storage.added_disk_arrears': {
    body: '实例 {name} 的附加磁盘（{gb} GB）日费用扣费失败，请充值以便扣费。',
  },
  'storage.suspended_arrears': {
    body: '暂停的实例 {name} 的存储费用扣费失败：它已转为普通关机实例，磁盘将按保留天数保留。',
  },
  'instance.released_after_retention': {
    body: '实例 {name} 已关机满 {days} 天，实例及其磁盘已释放。',
  },
  'instance.released_by_owner': { body: '实例 {name} 及其磁盘已释放。' },
  'access_key.disabled_by_staff': {
    body: '客服已禁用您的访问密钥 {key}（{name}）：{reason}。使用它的请求将被拒绝；请新建密钥，或在确认安全后重新启用。',
  },
  'instance.create_failed': {
    body: '实例 {name} 创建失败，已将 {amount:fen} 元原路退回，GPU 已释放。',
  },
  'instance.command_failed': {
    body: '实例 {name} 长时间未响应，已标记为失败。GPU 已释放，不再计费，未使用的预付费时长已退还 {amount:fen} 元。',
  },
  'instance.transition_failed': {
    body: '实例 {name} 的机器在执行您的上一个操作（开机、关机、重启、变配或重装系统）时发生故障，实例已标记为失败。GPU 已释放，不再计费，未使用的预付费时长已退还 {amount:fen} 元。请释放该实例后重新租用。',
  },
  'instance.outage_credit': {
    title: '主机故障补偿',
    body: '实例 {name} 所在的主机 {host} 于 {from:time} 至 {to:time} 停止服务，已为损失的 {minutes} 分钟预付时长补偿算力券 {amount:fen}。',
  },
  'instance.outage_uncharged': {
    title: '主机故障期间不计费',
    body: '实例 {name} 所在的主机 {host} 于 {from:time} 至 {to:time} 停止服务，该期间的 {minutes} 分钟按量计费时长不收费。',
  },
  'instance.host_maintenance': {
    title: '主机维护',
    body: '实例 {name} 所在的主机 {host} 正在维护。您的实例继续运行并保留其 GPU；维护结束前，该主机暂停新的租用。',
  },
  'instance.auto_stopped_time': {
    title: '实例已自动关机',
    body: '已按您设置的时间 {at:china} 自动关闭实例 {name}。与手动关机一样，关机后不再按小时计费；磁盘保留，可在控制台重新开机。',
  },
  'instance.interrupted': {
    title: '可中断实例已停止',
    body: '所在主机的按需租用需要 {gpus} 张 GPU，可中断实例 {name} 已被停止。计费在停止时刻结束，磁盘保留；GPU 空闲后可在控制台重新开机。',
  },
  'instance.auto_stopped_idle': {
    title: '实例已自动关机',
    body: '实例 {name} 已空闲 {minutes} 分钟（使用率低于 {threshold}%），已自动关机。与手动关机一样，关机后不再按小时计费；磁盘保留，可在控制台重新开机。',
  },
  'instance.auto_stopped_command': {
    title: '实例已自动关机',
    body: '实例 {name} 上的命令 `{command}` 已结束，退出码为 {code}，实例已自动关机。与手动关机一样，关机后不再按小时计费；磁盘保留，可在控制台重新开机。',
  },
  'instance.auto_stop_idle_warning': {
    title: '空闲实例即将关机',
    body: '实例 {name} 已空闲 {minutes} 分钟（使用率低于 {threshold}%），约 {lead} 分钟后将自动关机。如需继续运行，请打开其定时关机设置并点击“保持运行”。',
  },
  'instance.machine_stopped': {
    body: '实例 {name} 的机器于 {at:time} 在您未操作的情况下停止运行（主机重启，或其中的程序退出或被终止）。实例已关机，磁盘保留，可在控制台重新开机。停止后的时长不计费，已退还此前为这些时长扣除的 {amount:fen} 元。',
  },
  'instance.machine_lost': {
    body: '实例 {name} 的机器于 {at:time} 在主机上故障或丢失，实例已标记为失败。GPU 已释放，此后不再计费，已退还 {amount:fen} 元（停止后扣除的时长费用及未使用的预付费时长）。请释放该实例并重新租用。',
  },
  'ops.instance_machine_lost': {
    title: '实例机器丢失',
    body: '实例 {name} 在主机 {host} 上的机器 {ref} 于 {at:time} 被发现处于 {state} 状态，且并非由平台操作导致。实例已标记并已为用户退款，请检查该主机。',
  },
  'ops.unknown_machine_stopped': {
    title: '未知机器已关机',
    body: '主机 {host} 上的机器 {ref} 不属于任何实例，已被关机，请核查后删除。',
  },
  'ops.engine_unreachable': {
    title: '引擎无响应',
    body: '主机 {host} 的引擎自 {at:time} 起无响应。在其恢复响应之前，该主机的 {instances} 个实例保持账面状态不变（其机器可能仍在运行），请检查该主机。',
  },
  'ops.engine_back': {
    title: '引擎已恢复响应',
    body: '主机 {host} 的引擎已于 {at:time} 恢复响应，中断约 {minutes} 分钟。对账程序将重新检查其实例。',
  },
  'account.welcome': {
    title: '欢迎使用 GPU 云',
    body: '您的账号已开通。充值后即可在算力市场租用您的第一块 GPU。',
  },
  'account.login_disabled': {
    body: '该账号已被平台停用，请联系客服恢复。',
  },
  'account.new_sign_in': {
    title: '账号在新设备登录',
    body: '您的账号于 {at:china}通过 {device:device} 登录，地址为 {ip}，此前未使用过该设备或网络。如非本人操作，请立即修改密码，并在“安全设置”页结束其他会话。',
  },
  'sms.new_sign_in': {
    body: '【GPU 云】您的账号在新的设备或网络上登录。如非本人操作，请立即修改密码，并在“安全设置”页结束其他会话。',
  },
  'email.new_sign_in': {
    title: '您的 GPU 云账号在新设备登录',
    body: '您的账号于 {at:china}通过 {device:device} 登录，地址为 {ip}，此前未使用过该设备或网络。\n\n如非本人操作，请修改密码并结束其他会话：{link}',
  },
  'wallet.vouchers_received': {
    title: '算力券已到账',
    body: '{amount:fen} 元算力券已添加到您的账户，可用于租用、续费和升级。',
  },
  'wallet.balance_low': {
    title: '余额不足提醒',
    body: '您的可用资金（余额、算力券与信用额度）已降至 {spendable:fen} 元，低于您设置的 {threshold:fen} 元。请及时充值，以免按量计费实例停机。',
  },
  'wallet.about_to_stop': {
    title: '实例即将停机',
    body: '您运行中的按量计费实例每小时花费 {burn:fen} 元，而账户可用资金为 {spendable:fen} 元，不足一小时。到下一个无法支付的小时，实例将被关机（磁盘保留）。请立即充值以保持运行。',
  },
  'sms.balance_low': {
    body: '【GPU 云】您的账户余额已低于您设置的提醒金额，请登录控制台充值，以免实例停机。',
  },
  'sms.about_to_stop': {
    body: '【GPU 云】您的余额已不足支付运行中实例的一小时费用，余额耗尽时实例将被关机，请立即充值。',
  },
  'email.balance_low': {
    title: '您的 GPU 云余额不足',
    body: '您的可用资金（余额、算力券与信用额度）已降至 {spendable:fen} 元，低于您设置的 {threshold:fen} 元。\n\n请在控制台充值：{link}',
  },
  'email.about_to_stop': {
    title: '您的 GPU 云实例即将停机',
    body: '您运行中的按量计费实例每小时花费 {burn:fen} 元，而账户可用资金为 {spendable:fen} 元，不足一小时。到下一个无法支付的小时，实例将被关机（磁盘保留）。\n\n请在控制台充值：{link}',
  },
  'webhook.disabled': {
    title: 'Webhook 端点已停用',
    body: '自 {since:time} 起，向您的 Webhook 端点 {url} 的推送一直失败，该端点已被停用，不再接收事件。请修复接收端后在 Webhook 页面重新启用。',
  },
  'sms.webhook_disabled': {
    body: '【GPU 云】您的一个 Webhook 端点连续一天推送失败，已被停用。请修复后在控制台重新启用。',
  },
  'email.webhook_disabled': {
    title: '您的 GPU 云 Webhook 端点已停用',
    body: '自 {since:time} 起，向您的 Webhook 端点 {url} 的推送一直失败，该端点已被停用，不再接收事件。\n\n请修复接收端后重新启用：{link}',
  },
  'gpu_wait.available': {
    title: '您等待的 GPU 已空出',
    body: '有一台主机空出了 {gpus} 张 {gpu}，每卡每小时 {price:fen} 元，符合您的等待条件。请尽快租用：先下单者先得。',
  },
  'gpu_wait.rented': {
    title: 'GPU 等待已自动租用',
    body: '您等待的 {gpus} 张 {gpu} 已找到主机（每卡每小时 {price:fen} 元）：已为您租用实例 {name}，正在启动。',
  },
  'gpu_wait.failed_funds': {
    title: 'GPU 等待未能租用',
    body: '您等待的 {gpus} 张 {gpu} 已找到主机，但余额、算力券与信用额度不足以支付订单：未租用、未扣费，等待已结束。请充值后重新等待。',
  },
  'gpu_wait.failed_refused': {
    title: 'GPU 等待未能租用',
    body: '您等待的 {gpus} 张 {gpu} 已找到主机，但订单被拒绝（例如需要实名认证，或镜像已下架）：未租用、未扣费，等待已结束。',
  },
  'gpu_wait.expired': {
    title: 'GPU 等待已结束',
    body: '您等待的 {gpus} 张 {gpu} 到期仍未找到符合条件的主机，等待已结束。',
  },
  'sms.gpu_wait_update': {
    body: '【GPU 云】您等待的 GPU 有新进展，请登录控制台查看“GPU 等待”。',
  },
  'email.gpu_wait_update': {
    title: '您等待的 GPU 有新进展',
    body: '您等待的 {gpus} 张 {gpu} 有新进展。\n\n请在控制台查看：{link}',
  },
  'wallet.top_up_refunded': {
    title: '充值已退款',
    body: '充值订单 {order} 的 {amount:fen} 元已原路退回付款的微信支付或支付宝账户（{reason}）。到账可能需要几天时间。',
  },
  'wallet.top_up_refund_failed': {
    title: '充值退款失败',
    body: '充值订单 {order} 的 {amount:fen} 元退款被支付机构拒绝（{reason}），该金额已退回您的余额；请联系客服以其他方式退款。',
  },
  'sms.verify_code.register': { body: `【GPU 云】您正在注册账号，${SMS_END}` },
  'sms.verify_code.login': { body: `【GPU 云】您正在登录，${SMS_END}` },
  'sms.verify_code.reset_password': { body: `【GPU 云】您正在重置密码，${SMS_END}` },
  'sms.verify_code.change_phone': { body: `【GPU 云】您正在更换手机号，${SMS_END}` },
  'sms.verify_code.change_password': { body: `【GPU 云】您正在修改密码，${SMS_END}` },
  'sms.verify_code.notify_phone': { body: `【GPU 云】您正在设置此手机接收通知，${SMS_END}` },
  'sms.verify_code.unregister': { body: `【GPU 云】您正在注销账号，${SMS_END}` },
  'sms.verify_code.verification': { body: `【GPU 云】您正在验证银行卡，${SMS_END}` },
  'verification.approved': {
    title: '认证已通过',
    body: '您的{kind:verification}认证已通过。',
  },
  'verification.refused': {
    title: '认证未通过',
    body: '您的{kind:verification}认证未通过：{reason}。您可以修改后重新提交。',
  },
  'verification.expired': {
    title: '认证已过期',
    body: '您的{kind:verification}认证已过期，请重新提交以继续享受相关权益。',
  },
  'partner.approved': {
    title: '您已成为销售合伙人',
    body: '您的销售合伙人申请已通过。您的推广码是 {code}，请在销售合伙人看板分享您的推广链接。',
  },
  'partner.refused': {
    title: '销售合伙人申请未通过',
    body: '您的销售合伙人申请未通过：{reason}。您可以再次申请。',
  },
  'partner.withdrawal_paid': {
    title: '提现已打款',
    body: '您 {amount:fen} 的提现已转入您的银行账户（转账流水号 {reference}）。',
  },
  'partner.withdrawal_refused': {
    title: '提现被拒绝',
    body: '您 {amount:fen} 的提现被拒绝：{reason}。该金额已退回可提现收益。',
  },
  'reservation.confirmed': {
    title: '裸金属预约已确认',
    body: '您的裸金属预约 #{id}（{start} 至 {end}）已确认，工作人员将在首日交付机器。',
  },
  'reservation.refused': {
    title: '裸金属预约被拒绝',
    body: '您的裸金属预约 #{id} 被拒绝：{reason}。押金 {amount:fen} 元已退回。',
  },
  'reservation.delivered': {
    title: '裸金属机器已交付',
    body: '您的裸金属预约 #{id} 已交付为实例 {name}；押金已退回，租金已扣除。',
  },
  'invoice.issued': {
    title: '发票已开具',
    body: '您的电子发票 {number}（金额 {amount:fen} 元）已开具，可在“发票”页面下载。',
  },
  'invoice.refused': {
    title: '发票申请未通过',
    body: '您的发票申请 {number} 未通过：{reason}。相应金额可重新申请开票。',
  },
  'invoice.reversed': {
    title: '发票已红冲',
    body: '您的电子发票 {number} 已红冲：{reason}。相应金额可重新申请开票。',
  },
  'email.invoice_issued': {
    title: '您的电子发票 {number}',
    body: '您的电子发票 {number}（金额 {amount:fen} 元）已开具。\n\n请在控制台下载 PDF：{link}',
  },
  'email.student_code': {
    title: '学生认证验证码',
    body: '您在 GPU 云验证此学校邮箱的验证码为 {code}，{minutes} 分钟内有效。如非本人操作，请忽略本邮件。',
  },
  'work_order.replied': {
    title: '工单有新回复',
    body: '客服已回复您的工单 #{id}「{title}」，请打开查看。',
  },
  'sms.work_order_replied': {
    body: '【GPU 云】客服已回复您的工单 #{id}「{title}」，请登录控制台查看。',
  },
  'email.work_order_replied': {
    title: '您的工单 #{id} 有新回复',
    body: '客服已回复您的工单 #{id}「{title}」。\n\n请在控制台查看并回复：{link}',
  },
  'email.notice_email_code': {
    title: '确认您的通知邮箱',
    body: '您在此邮箱接收 GPU 云通知的验证码为 {code}，{minutes} 分钟内有效。',
  },
  ...systemTextsZhCN,
  ...historyTextsZhCN,
});
