import { templateTable } from '../../../core/messaging/template-params';
import { historyTextsEnUS } from './history-texts.en-US';
import { systemTextsEnUS } from './system-texts.en-US';

const SMS = '[GPU Cloud] Your verification code';
const SMS_END = 'is {code}. It expires in {minutes} minutes. Never share it.';

/** English texts; the wording of the texts sent before languages were remembered. */
export const enUS = templateTable({
  'instance.expiring_soon': {
    body: 'Instance {name} ends at {endsAt:time}. Renew it to keep it running.',
  },
  'instance.expired': {
    body: 'Instance {name} was shut down: its prepaid period ended. Its disk is kept until {keptUntil:time}; renew it to use it again.',
  },
  'instance.arrears_stopped': {
    body: 'Instance {name} was shut down: your balance and credit are used up. Top up to start it again.',
  },
  'storage.cloud_disk_arrears': {
    body: "Cloud disk {name}'s daily charge could not be paid: it was detached and cannot be attached until a top-up lets the next daily charge through.",
  },
  'storage.file_storage_arrears': {
    body: 'The daily charge for your {gb} GB of file storage could not be paid: SFTP sign-in is locked until a top-up lets the next daily charge through.',
  },
  'storage.added_disk_arrears': {
    body: "The daily charge for instance {name}'s added disks ({gb} GB) could not be paid. Top up so that it can be charged.",
  },
  'storage.suspended_arrears': {
    body: "Suspended instance {name}'s storage could not be paid: it is now an ordinary stopped instance and its disk is kept for the retention days.",
  },
  'instance.released_after_retention': {
    body: 'Instance {name} and its disk were released after {days} days shut down.',
  },
  'instance.released_by_owner': { body: 'Instance {name} and its disk were released.' },
  'access_key.disabled_by_staff': {
    body: 'Support disabled your access key {key} ({name}): {reason}. Its requests are refused; make a new key, or enable it again once it is safe.',
  },
  'instance.create_failed': {
    body: 'Instance {name} could not be created. {amount:fen} went back to where it was paid from, and its GPUs were released.',
  },
  'instance.command_failed': {
    body: 'Instance {name} did not respond in time and was marked failed. Its GPUs were released, no further hours are charged and {amount:fen} of unused prepaid time was refunded.',
  },
  'instance.transition_failed': {
    body: 'The machine of instance {name} failed while carrying out your last command (start, stop, restart, resize or reinstall), and the instance was marked failed. Its GPUs were released, no further hours are charged and {amount:fen} of unused prepaid time was refunded. Release it and rent a new one.',
  },
  'instance.outage_credit': {
    title: 'Credit for a host outage',
    body: 'Host {host}, where instance {name} runs, was out of service from {from:time} to {to:time}. {amount:fen} in compute vouchers were credited for {minutes} prepaid minutes lost.',
  },
  'instance.outage_uncharged': {
    title: 'Host outage not charged',
    body: 'Host {host}, where instance {name} runs, was out of service from {from:time} to {to:time}. Its {minutes} pay-as-you-go minutes in that time are not charged.',
  },
  'instance.host_maintenance': {
    title: 'Host maintenance',
    body: 'Host {host}, where instance {name} runs, is under maintenance. Your instance keeps running and keeps its GPUs; new rentals on this host are paused until it is back.',
  },
  'instance.auto_stopped_time': {
    title: 'Instance auto-stopped',
    body: 'Auto-stop stopped instance {name} at {at:china}, the time you set. Its hours are no longer charged, as after a stop of your own; its disk is kept and you can start it again from the console.',
  },
  'instance.interrupted': {
    title: 'Interruptible instance stopped',
    body: 'Interruptible instance {name} was stopped because an on-demand rental on its host needed {gpus} GPUs. Billing stopped at that moment and its disk is kept; start it again from the console when GPUs are free.',
  },
  'instance.auto_stopped_idle': {
    title: 'Instance auto-stopped',
    body: 'Auto-stop stopped instance {name} after {minutes} idle minutes (utilisation under {threshold} %). Its hours are no longer charged, as after a stop of your own; its disk is kept and you can start it again from the console.',
  },
  'instance.auto_stopped_command': {
    title: 'Instance auto-stopped',
    body: 'Auto-stop stopped instance {name}: the command `{command}` finished with exit code {code}. Its hours are no longer charged, as after a stop of your own; its disk is kept and you can start it again from the console.',
  },
  'instance.auto_stop_idle_warning': {
    title: 'Idle instance will be stopped',
    body: 'Instance {name} has been idle for {minutes} minutes (utilisation under {threshold} %): auto-stop will stop it in about {lead} minutes. To keep it running, open its auto-stop settings and choose "Keep running".',
  },
  'instance.machine_stopped': {
    body: 'The machine of instance {name} stopped at {at:time} without a command from you (its host restarted, or its workload exited or was killed). It is shut down with its disk kept: start it again from the console. No hour after it stopped is charged; {amount:fen} charged for such hours was refunded.',
  },
  'instance.machine_lost': {
    body: 'The machine of instance {name} failed or disappeared from its host at {at:time}, and the instance was marked failed. Its GPUs were released, no hour after that is charged, and {amount:fen} (hours charged after it stopped and unused prepaid time) was refunded. Release it and rent a new one.',
  },
  'ops.instance_machine_lost': {
    title: 'Instance machine lost',
    body: 'The machine {ref} of instance {name} on host {host} was found {state} at {at:time} without a command of ours. The instance was marked and its owner refunded; check the host.',
  },
  'ops.unknown_machine_stopped': {
    title: 'Unknown machine stopped',
    body: 'Machine {ref} on host {host} belongs to no instance. It was stopped; check it and delete it.',
  },
  'ops.engine_unreachable': {
    title: 'Engine not answering',
    body: 'The engine of host {host} has not answered since {at:time}. Its {instances} instances are left as the books hold them (their machines may still run) until it answers again; check the host.',
  },
  'ops.engine_back': {
    title: 'Engine answering again',
    body: 'The engine of host {host} answers again at {at:time}, after about {minutes} minutes. The reconciler looks at its instances again.',
  },
  'account.welcome': {
    title: 'Welcome to GPU Cloud',
    body: 'Your account is ready. Top up and rent your first GPU from the store.',
  },
  'account.login_disabled': {
    body: 'This account has been disabled by GPU Cloud staff. Contact customer service to restore it.',
  },
  'account.new_sign_in': {
    title: 'New sign-in to your account',
    body: 'Your account was signed in at {at:china} from {ip} on {device:device}, a device or network it had not used before. If this was not you, change your password and end the other sessions on the Security page.',
  },
  'sms.new_sign_in': {
    body: '[GPU Cloud] Your account was signed in from a new device or network. If this was not you, change your password now and end the other sessions on the Security page.',
  },
  'email.new_sign_in': {
    title: 'New sign-in to your GPU Cloud account',
    body: 'Your account was signed in at {at:china} from {ip} on {device:device}, a device or network it had not used before.\n\nIf this was not you, change your password and end the other sessions: {link}',
  },
  'wallet.vouchers_received': {
    title: 'Compute vouchers received',
    body: '{amount:fen} in compute vouchers were added to your account. They pay for rentals, renewals and upgrades.',
  },
  'wallet.balance_low': {
    title: 'Balance running low',
    body: 'What your account can spend (balance, compute vouchers and credit) is down to ¥{spendable:fen}, below the ¥{threshold:fen} you set. Top up so that your pay-as-you-go instances keep running.',
  },
  'wallet.about_to_stop': {
    title: 'Instances about to stop',
    body: 'Your running pay-as-you-go instances cost ¥{burn:fen} an hour and your account can spend ¥{spendable:fen}: less than one more hour. At the next hour that cannot be paid they are shut down (their disks are kept). Top up now to keep them running.',
  },
  'sms.balance_low': {
    body: '[GPU Cloud] Your balance is below the threshold you set. Top up in the console so that your instances keep running.',
  },
  'sms.about_to_stop': {
    body: '[GPU Cloud] Your balance covers less than one hour of your running instances: they will be shut down when it runs out. Top up now.',
  },
  'email.balance_low': {
    title: 'Your GPU Cloud balance is running low',
    body: 'What your account can spend (balance, compute vouchers and credit) is down to ¥{spendable:fen}, below the ¥{threshold:fen} you set.\n\nTop up in the console: {link}',
  },
  'email.about_to_stop': {
    title: 'Your GPU Cloud instances are about to stop',
    body: 'Your running pay-as-you-go instances cost ¥{burn:fen} an hour and your account can spend ¥{spendable:fen}: less than one more hour. At the next hour that cannot be paid they are shut down (their disks are kept).\n\nTop up in the console: {link}',
  },
  'webhook.disabled': {
    title: 'Webhook endpoint disabled',
    body: 'Deliveries to your webhook endpoint {url} have failed since {since:time}, so it was disabled and receives no more events. Fix the receiver, then enable it again on the Webhooks page.',
  },
  'sms.webhook_disabled': {
    body: '[GPU Cloud] One of your webhook endpoints failed for a day and was disabled. Fix it and enable it again in the console.',
  },
  'email.webhook_disabled': {
    title: 'Your GPU Cloud webhook endpoint was disabled',
    body: 'Deliveries to your webhook endpoint {url} have failed since {since:time}, so it was disabled and receives no more events.\n\nFix the receiver, then enable it again: {link}',
  },
  'gpu_wait.available': {
    title: 'A GPU you are waiting for is free',
    body: 'A host with {gpus} free {gpu} GPUs at ¥{price:fen} per GPU-hour matches your wait. Rent it now: the first order takes it.',
  },
  'gpu_wait.rented': {
    title: 'Your GPU wait rented an instance',
    body: 'Your wait for {gpus} × {gpu} found a host at ¥{price:fen} per GPU-hour: instance {name} was rented and is starting.',
  },
  'gpu_wait.failed_funds': {
    title: 'Your GPU wait could not rent',
    body: 'Your wait for {gpus} × {gpu} found a host, but your balance, compute vouchers and credit could not pay for the order: nothing was rented or charged, and the wait has ended. Top up and wait again.',
  },
  'gpu_wait.failed_refused': {
    title: 'Your GPU wait could not rent',
    body: 'Your wait for {gpus} × {gpu} found a host, but the order was refused (for example real-name verification is needed, or its image is no longer offered): nothing was rented or charged, and the wait has ended.',
  },
  'gpu_wait.expired': {
    title: 'Your GPU wait ended',
    body: 'Your wait for {gpus} × {gpu} ended without a matching host.',
  },
  'sms.gpu_wait_update': {
    body: '[GPU Cloud] There is news about a GPU you are waiting for: see your waits in the console.',
  },
  'email.gpu_wait_update': {
    title: 'News about the GPU you are waiting for',
    body: 'There is news about your wait for {gpus} × {gpu}.\n\nSee it in the console: {link}',
  },
  'wallet.top_up_refunded': {
    title: 'Top-up refunded',
    body: '{amount:fen} of your top-up {order} was refunded to the WeChat Pay or Alipay account that paid it ({reason}). The payment service may take a few days to show it there.',
  },
  'wallet.top_up_refund_failed': {
    title: 'Top-up refund failed',
    body: 'The refund of {amount:fen} of your top-up {order} was refused by the payment service ({reason}). The amount is back in your balance; contact support to be refunded another way.',
  },
  'sms.verify_code.register': { body: `${SMS} to register ${SMS_END}` },
  'sms.verify_code.login': { body: `${SMS} to log in ${SMS_END}` },
  'sms.verify_code.reset_password': { body: `${SMS} to reset your password ${SMS_END}` },
  'sms.verify_code.change_phone': { body: `${SMS} to change your phone ${SMS_END}` },
  'sms.verify_code.change_password': { body: `${SMS} to change your password ${SMS_END}` },
  'sms.verify_code.notify_phone': { body: `${SMS} to receive notifications on this phone ${SMS_END}` },
  'sms.verify_code.unregister': { body: `${SMS} to close your account ${SMS_END}` },
  'sms.verify_code.verification': { body: `${SMS} to verify your bank card ${SMS_END}` },
  'verification.approved': {
    title: 'Verification passed',
    body: 'Your {kind:verification} verification has passed.',
  },
  'verification.refused': {
    title: 'Verification refused',
    body: 'Your {kind:verification} verification was refused: {reason}. You can correct it and submit again.',
  },
  'verification.expired': {
    title: 'Verification expired',
    body: 'Your {kind:verification} verification has expired. Submit it again to keep its benefits.',
  },
  'partner.approved': {
    title: 'You are a sales partner',
    body: 'Your sales-partner application was approved. Your referral code is {code}: share your link from the sales-partner dashboard.',
  },
  'partner.refused': {
    title: 'Sales-partner application refused',
    body: 'Your sales-partner application was refused: {reason}. You may apply again.',
  },
  'partner.withdrawal_paid': {
    title: 'Withdrawal paid',
    body: 'Your withdrawal of {amount:fen} was paid to your bank account (transfer reference {reference}).',
  },
  'partner.withdrawal_refused': {
    title: 'Withdrawal refused',
    body: 'Your withdrawal of {amount:fen} was refused: {reason}. The amount is withdrawable again.',
  },
  'reservation.confirmed': {
    title: 'Bare-metal reservation confirmed',
    body: 'Your bare-metal reservation #{id} for {start} to {end} is confirmed. Staff deliver the machine on its first day.',
  },
  'reservation.refused': {
    title: 'Bare-metal reservation refused',
    body: 'Your bare-metal reservation #{id} was refused: {reason}. Its deposit of {amount:fen} has been refunded.',
  },
  'reservation.delivered': {
    title: 'Bare-metal machine delivered',
    body: 'Your bare-metal reservation #{id} was delivered as instance {name}; its deposit was refunded and the rental charged.',
  },
  'invoice.issued': {
    title: 'Invoice issued',
    body: 'Your e-invoice {number} for {amount:fen} has been issued. Download it from Invoices.',
  },
  'invoice.refused': {
    title: 'Invoice application refused',
    body: 'Your invoice application {number} was refused: {reason}. Its money can be invoiced again.',
  },
  'invoice.reversed': {
    title: 'Invoice reversed',
    body: 'Your e-invoice {number} was reversed: {reason}. Its money can be invoiced again.',
  },
  'email.invoice_issued': {
    title: 'Your e-invoice {number}',
    body: 'Your e-invoice {number} for {amount:fen} has been issued.\n\nDownload the PDF in the console: {link}',
  },
  'email.student_code': {
    title: 'Your student verification code',
    body: 'Your code to verify this school mailbox at GPU Cloud is {code}. It expires in {minutes} minutes. If you did not ask for it, ignore this email.',
  },
  'work_order.replied': {
    title: 'Reply to your work order',
    body: 'Support replied to work order #{id} “{title}”. Open it to read the reply.',
  },
  'sms.work_order_replied': {
    body: '[GPU Cloud] Support replied to your work order #{id} “{title}”. Log in to the console to read it.',
  },
  'email.work_order_replied': {
    title: 'Reply to your work order #{id}',
    body: 'Support replied to your work order #{id} “{title}”.\n\nRead the reply and answer it in the console: {link}',
  },
  'email.notice_email_code': {
    title: 'Confirm your notice email',
    body: 'Your code to receive GPU Cloud notices at this address is {code}. It expires in {minutes} minutes.',
  },
  ...systemTextsEnUS,
  ...historyTextsEnUS,
});
