import type { Db } from '../core/db';
import { insertArticle, insertCategory } from '../modules/docs';

interface DemoDoc {
  titleZh: string;
  titleEn: string;
  bodyZh: string;
  bodyEn: string;
}

interface DemoSection {
  nameZh: string;
  nameEn: string;
  docs: DemoDoc[];
  children?: DemoSection[];
}

const rent: DemoDoc = {
  titleZh: '租用第一台 GPU 实例',
  titleEn: 'Renting your first GPU instance',
  bodyZh: `## 选择配置
在 **商店** 页面按 GPU 型号、地区和可用数量筛选主机，点击 **租用** 进入下单页。

## 选择镜像与计费方式
- 镜像：系统镜像（Ubuntu、CentOS）或预装框架的镜像（PyTorch、TensorFlow）。
- 计费：按小时（1-23 小时）、按天（1-29 天，98 折）、按月（1-12 个月，95 折）或按量付费。

## 支付并启动
确认费用后提交订单，余额或算力券会先扣除。实例创建约需 1-2 分钟，状态变为 **运行中** 后即可连接。

## 下一步
阅读《通过 SSH 连接实例》了解如何登录。`,
  bodyEn: `## Choose a configuration
On the **Store** page, filter hosts by GPU model, region and free GPUs, then press **Rent** to open the order page.

## Choose an image and a billing mode
- Image: a plain system (Ubuntu, CentOS) or one with a framework installed (PyTorch, TensorFlow).
- Billing: hourly (1-23 hours), daily (1-29 days, 2% off), monthly (1-12 months, 5% off) or pay as you go.

## Pay and start
Confirm the price and place the order; vouchers or your balance pay for it. The instance takes 1-2 minutes to start and can be reached once it is **Running**.

## Next
Read "Connecting over SSH" to log in.`,
};

const ssh: DemoDoc = {
  titleZh: '通过 SSH 连接实例',
  titleEn: 'Connecting over SSH',
  bodyZh: `## 找到连接信息
在 **控制台 → 实例** 中打开实例菜单，选择 **连接信息**，复制 SSH 命令和密码。

## 连接
\`\`\`
ssh -p <端口> root@<地址>
\`\`\`
端口不是 22，请使用连接信息中的端口。

## 使用密钥登录
把本地公钥追加到实例的 \`~/.ssh/authorized_keys\`，之后即可免密登录。

## 常见问题
- **Permission denied**：在实例菜单中修改密码后重试。
- **Connection timed out**：检查本地网络或防火墙是否放行该端口。`,
  bodyEn: `## Find the connection details
In **Console → Instances**, open the instance's menu and choose **Connection details**; copy the SSH command and password.

## Connect
\`\`\`
ssh -p <port> root@<address>
\`\`\`
The port is not 22: use the one shown in the connection details.

## Log in with a key
Append your public key to \`~/.ssh/authorized_keys\` on the instance to log in without a password.

## Common problems
- **Permission denied**: set a new password from the instance menu and try again.
- **Connection timed out**: check that your network or firewall lets the port through.`,
};

const storage: DemoDoc = {
  titleZh: '云盘与文件存储',
  titleEn: 'Cloud disks and file storage',
  bodyZh: `## 云盘
云盘挂载在实例上，实例释放后可选择保留。在 **控制台 → 云盘** 中查看容量和到期时间。

## 文件存储
文件存储通过 SFTP 访问，多台实例可共享同一份数据集。容量可随时扩容，按月计费。

## 数据安全
释放实例前请把重要数据复制到云盘或文件存储，系统盘数据会随实例一起删除。`,
  bodyEn: `## Cloud disks
A cloud disk is attached to an instance and can be kept when the instance is released. See sizes and expiry dates in **Console → Cloud disk**.

## File storage
File storage is reached over SFTP and can be shared by several instances, for example one copy of a dataset. It can grow at any time and is billed monthly.

## Keep your data safe
Copy important data to a cloud disk or to file storage before releasing an instance: the system disk is deleted with it.`,
};

const billing: DemoDoc = {
  titleZh: '计费、续费与退款',
  titleEn: 'Billing, renewals and refunds',
  bodyZh: `## 计费方式
包年包月实例按所选时长预付；按量付费实例每小时从余额扣费。会员等级折扣与时长折扣可叠加。

## 续费
在实例菜单中选择 **续费**，可按小时、天或月延长到期时间。

## 退款
提前释放预付实例时，未使用的整时段按实际支付比例退回余额；算力券支付的部分退回算力券。

## 发票
在 **控制台 → 发票** 中按已消费金额申请增值税发票。`,
  bodyEn: `## Billing modes
Prepaid instances are paid for the chosen period up front; pay-as-you-go instances are charged from your balance every hour. Membership discounts stack with period discounts.

## Renewing
Choose **Renew** in the instance menu to extend by hours, days or months.

## Refunds
Releasing a prepaid instance early refunds the unused whole periods in proportion to what you paid; the part paid with vouchers goes back to vouchers.

## Invoices
Ask for a VAT invoice on what you spent in **Console → Invoices**.`,
};

const topUp: DemoDoc = {
  titleZh: '充值与算力券',
  titleEn: 'Top-ups and compute vouchers',
  bodyZh: `## 充值
在 **控制台 → 充值** 选择金额，使用微信或支付宝扫码支付，到账后余额立即更新。对公转账需联系客服人工入账。

## 算力券
算力券由平台发放，只能抵扣订单费用，不能提现，也不能抵扣欠费。下单时可选择优先使用算力券或余额。`,
  bodyEn: `## Topping up
In **Console → Top up**, pick an amount and pay by WeChat Pay or Alipay QR code; the balance updates as soon as the payment arrives. Bank transfers are credited by support.

## Compute vouchers
Vouchers are issued by the platform and pay for orders only: they cannot be cashed out or pay off arrears. When ordering, choose whether vouchers or the balance pay first.`,
};

const openApi: DemoDoc = {
  titleZh: '开放 API 入门',
  titleEn: 'Getting started with the open API',
  bodyZh: `## 创建访问密钥
在 **控制台 → 开放 API → 访问密钥** 创建密钥，选择权限范围（只读、实例、账单）。密钥只显示一次，请妥善保存。

## 签名请求
每个请求都用密钥签名，服务器校验签名、时间戳和权限范围。

## 示例
\`\`\`
curl https://<域名>/openapi/v1/instances -H "Authorization: <签名>"
\`\`\`
完整接口说明见 /api/docs。`,
  bodyEn: `## Create an access key
In **Console → Open API → Access keys**, create a key and choose its scopes (read, instances, billing). The secret is shown once: keep it safe.

## Sign your requests
Every request is signed with the key; the server checks the signature, the timestamp and the scope.

## Example
\`\`\`
curl https://<host>/openapi/v1/instances -H "Authorization: <signature>"
\`\`\`
Every endpoint is described at /api/docs.`,
};

const DEMO_DOCS: DemoSection[] = [
  {
    nameZh: '快速入门',
    nameEn: 'Getting started',
    docs: [rent, ssh],
    children: [{ nameZh: '存储', nameEn: 'Storage', docs: [storage] }],
  },
  { nameZh: '账户与计费', nameEn: 'Account and billing', docs: [billing, topUp] },
  { nameZh: '开发者', nameEn: 'Developers', docs: [openApi] },
];

/** The demo docs centre: a few sections of published articles on using the product. */
export async function seedDemoDocs(tx: Db, now: Date): Promise<void> {
  const plant = async (sections: DemoSection[], parentId: number | null) => {
    for (const [position, section] of sections.entries()) {
      const category = await insertCategory(tx, {
        parentId,
        nameZh: section.nameZh,
        nameEn: section.nameEn,
        sortOrder: position,
        createdAt: now,
        updatedAt: now,
      });
      for (const [order, doc] of section.docs.entries()) {
        await insertArticle(tx, {
          ...doc,
          categoryId: category.id,
          sortOrder: order,
          publishedAt: now,
          createdAt: now,
          updatedAt: now,
        });
      }
      await plant(section.children ?? [], category.id);
    }
  };
  await plant(DEMO_DOCS, null);
}
