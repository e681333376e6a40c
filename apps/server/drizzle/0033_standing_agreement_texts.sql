-- The texts of the agreements issue 18 adds: the user service agreement, the privacy policy and the account-cancellation agreement (until now a static page), each as version 1.
INSERT INTO "agreement_versions" ("key", "version", "title", "title_en", "content", "content_en") VALUES (
'service', 1, '用户服务协议', 'User Service Agreement',
$zh$欢迎使用本平台的算力租用服务。注册账号即表示您已阅读并同意本协议。

## 1. 服务内容

本平台提供云主机、容器实例、裸金属服务器的租用与管理，以及镜像、数据集、AI 模型和软件下载等配套服务。具体配置、价格和计费方式以下单页面显示为准。

## 2. 账号

您应使用本人手机号注册，并妥善保管密码和登录会话。通过您的账号（包括子账号）进行的操作视为您本人的操作。发现账号被盗用时，请立即修改密码并联系客服。

## 3. 费用与计费

费用以人民币计，按下单时选择的计费方式（按时、按天、按月）从余额或算力券中扣除。余额不足时实例可能被停止；到期未续费的实例会按规则释放，数据盘按保留规则保存。退款按平台公布的规则办理。

## 4. 使用规范

您不得利用本服务从事违法活动，包括但不限于：传播违法信息、攻击他人网络、未经授权挖矿、侵犯他人知识产权。违反的，平台可暂停或终止服务，并依法配合有关部门处理。

## 5. 数据

实例中的数据由您自行负责备份。平台会尽力保障服务可用，但对因您的操作、第三方原因或不可抗力导致的数据丢失不承担责任。

## 6. 协议变更

平台可以发布本协议的新版本。新版本发布后，您再次进入控制台时会看到新文本，接受后方可继续使用控制台。$zh$,
$en$Welcome to the platform's compute rental service. By registering an account you confirm that you have read and accept this agreement.

## 1. The service

The platform rents and manages cloud hosts, container instances and bare-metal servers, with images, datasets, AI models and software downloads alongside. Configurations, prices and billing are as the order page shows them.

## 2. Your account

Register with your own phone number and keep your password and sessions safe. What is done through your account, sub-accounts included, counts as done by you. If your account is misused, change the password at once and contact support.

## 3. Fees and billing

Fees are in yuan and are taken from your balance or compute vouchers by the billing mode chosen when ordering (hourly, daily, monthly). An instance may be stopped when the balance runs out; an instance not renewed when it ends is released by the rules, and its data disk is kept as the retention rules say. Refunds follow the published rules.

## 4. Acceptable use

You may not use the service for anything unlawful, including spreading unlawful content, attacking other networks, mining without permission or infringing others' intellectual property. The platform may suspend or end the service when this is broken, and works with the authorities as the law requires.

## 5. Your data

You are responsible for backing up the data in your instances. The platform does its best to keep the service available, but is not liable for data lost through your own actions, third parties or force majeure.

## 6. Changes to this agreement

The platform may publish a new version of this agreement. You will be shown the new text the next time you open the console, and can go on using the console once you accept it.$en$
);
--> statement-breakpoint
INSERT INTO "agreement_versions" ("key", "version", "title", "title_en", "content", "content_en") VALUES (
'privacy', 1, '隐私政策', 'Privacy Policy',
$zh$本政策说明我们收集哪些个人信息、为什么收集以及如何保护。

## 1. 我们收集的信息

- 注册与登录：手机号、密码（仅保存其不可逆摘要）、登录时间和 IP 地址。
- 实名认证：姓名、证件号码、证件照片、人脸核验结果；企业认证时的营业执照信息。这些信息加密保存。
- 交易：充值、订单、发票和退款记录。
- 使用：实例的创建、运行和计费记录，工单内容及其附件。

## 2. 我们如何使用

用于提供和计费服务、验证身份、防范欺诈与滥用、处理工单、履行法律义务。我们不会出售您的个人信息。

## 3. 共享

仅在以下情况向第三方提供：完成支付所需的支付机构、完成实名认证所需的认证服务商、法律要求的有关部门。

## 4. 保存与删除

个人信息在账号存续期间保存；注销账号后，法律要求保留的交易记录按规定期限保存，其余信息删除。

## 5. 您的权利

您可以在控制台查看和修改账号信息、关闭通知、注销账号。对本政策有疑问，请通过工单联系我们。$zh$,
$en$This policy explains what personal information we collect, why, and how we protect it.

## 1. What we collect

- Registration and login: phone number, password (only its one-way hash is kept), login times and IP addresses.
- Real-name verification: name, ID number, ID photos and the face check's result; for companies, the business licence. These are stored encrypted.
- Transactions: top-ups, orders, invoices and refunds.
- Use: when instances are created, run and billed; work orders and their attachments.

## 2. How we use it

To provide and bill the service, verify who you are, prevent fraud and abuse, handle work orders and meet legal duties. We never sell your personal information.

## 3. Sharing

Only with the payment providers a payment needs, the verification providers a real-name check needs, and the authorities when the law requires it.

## 4. Keeping and deleting

Personal information is kept while the account exists. When the account is closed, the transaction records the law requires are kept for the time it requires and everything else is deleted.

## 5. Your rights

In the console you can see and change your account information, turn notifications off and close the account. Questions about this policy: open a work order.$en$
);
--> statement-breakpoint
INSERT INTO "agreement_versions" ("key", "version", "title", "title_en", "content", "content_en") VALUES (
'unregister', 1, '账号注销协议', 'Account cancellation agreement',
$zh$注销账号前请阅读本协议；注销即表示您接受本协议。

## 1. 注销的含义

注销会永久删除账号：您将无法再登录，账号的子账号、登录会话、优惠券、算力券和会员等级随之失效，且无法恢复。

## 2. 注销前

只有在没有运行中的实例、没有余额或算力券、没有欠费、没有未完成的发票或工单时才能注销。控制台会列出尚未处理的事项及处理方式。

## 3. 身份验证

验证码会发送到账号绑定的手机号。只有主账号可以注销；子账号由其主账号删除。

## 4. 注销后

该手机号可以重新注册新账号，新账号不继承旧账号的任何内容。法律要求保留的记录（订单、发票、支付）将按规定期限保存，不作他用。$zh$,
$en$Please read this agreement before you close your account. Closing the account means you accept it.

## 1. What closing means

Closing deletes the account for good. You can no longer log in to it, and its sub-accounts, sessions, coupons, compute vouchers and membership level end with it. They cannot be restored.

## 2. Before you close

An account can be closed only when no instance is running, no balance or compute vouchers are left, nothing is owed, and no invoice or work order is still open. The console lists what is left and how to settle it.

## 3. Proving it is you

A verification code is sent to the phone of the account. Only a main account can be closed; a sub-account is deleted by its main account.

## 4. After closing

The phone number is free to register a new account, which starts with nothing from the old one. Records the law requires us to keep (orders, invoices, payments) are kept for the time it requires and used for nothing else.$en$
);
--> statement-breakpoint
-- Accounts that exist before the standing agreements had versions: they were shown the platform's
-- terms at sign-up, so they count as having accepted version 1 (the console asks again from version 2).
INSERT INTO "agreement_acceptances" ("user_id", "key", "version", "accepted_at")
SELECT "id", k.key, 1, now() FROM "users", (VALUES ('service'), ('privacy')) AS k(key);
