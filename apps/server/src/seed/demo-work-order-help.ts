import type { WorkOrderResourceType } from '@gpucloud/contracts';
import type { Db } from '../core/db';
import { insertCategory, insertDocument, insertSubcategory } from '../modules/workOrders';

interface DemoHelpDocument {
  title: string;
  titleEn: string;
  content: string;
  contentEn: string;
}

interface DemoSubcategory {
  name: string;
  nameEn: string;
  resourceType: WorkOrderResourceType;
  documents: DemoHelpDocument[];
}

const sshDocument: DemoHelpDocument = {
  title: 'SSH 连接失败怎么办',
  titleEn: 'SSH connection fails',
  content: `1. 在实例列表确认实例状态为 **运行中**；刚创建或重启的实例需要 1-2 分钟启动 SSH 服务。
2. 在实例菜单的 **SSH** 中复制完整命令，端口不是 22：\`ssh -p <端口> root@<地址>\`。
3. 提示 \`Permission denied\`：密码区分大小写。**容器实例**：使用实例菜单 **SSH** 中显示的密码（创建容器时设定，不能修改），或改用密钥登录（见第 6 条）。**云主机与裸金属**：在实例菜单中点击 **密码** 设置新密码后重试。
4. 提示 \`Connection timed out\`：检查本地网络或公司防火墙是否放行该端口，可换用手机热点测试。
5. 提示 \`REMOTE HOST IDENTIFICATION HAS CHANGED\`：实例重装过系统，执行 \`ssh-keygen -R "[<地址>]:<端口>"\` 后重连。
6. 密钥登录：登录一次后，把本地公钥追加到实例的 \`~/.ssh/authorized_keys\`，之后无需密码。`,
  contentEn: `1. Check in the instance list that the instance is **Running**; a new or restarted instance needs 1-2 minutes before SSH answers.
2. Copy the whole command from **SSH** in the instance's menu; the port is not 22: \`ssh -p <port> root@<address>\`.
3. \`Permission denied\`: passwords are case-sensitive. **Containers**: use the password shown under **SSH** in the instance's menu (set when the container is created; it cannot be changed), or log in with a key (step 6). **Cloud hosts and bare metal**: set a new password with **Password** in the instance's menu and try again.
4. \`Connection timed out\`: your network or company firewall may block the port; try from another network such as a phone hotspot.
5. \`REMOTE HOST IDENTIFICATION HAS CHANGED\`: the system was reinstalled; run \`ssh-keygen -R "[<address>]:<port>"\` and connect again.
6. Key login: once logged in, append your public key to \`~/.ssh/authorized_keys\` on the instance; no password is asked after that.`,
};

const gpuDocument: DemoHelpDocument = {
  title: 'nvidia-smi 看不到 GPU',
  titleEn: 'nvidia-smi shows no GPU',
  content: `- 运行 \`nvidia-smi\`。若提示 *command not found*，说明镜像不含驱动，请改用带 CUDA 的公共镜像重装系统。
- 若提示 *NVIDIA-SMI has failed*，多为升级内核或自行安装驱动导致版本不一致：执行 \`dkms status\` 查看，或重装系统恢复镜像自带驱动。
- 框架中不可用时，检查 \`CUDA_VISIBLE_DEVICES\` 是否被设置，以及 \`python -c "import torch; print(torch.cuda.is_available())"\` 的 CUDA 版本是否不高于驱动支持的版本。
- 以上都正常仍看不到卡，请提交工单并附上 \`nvidia-smi\` 与 \`dmesg | grep -i nvidia\` 的输出。`,
  contentEn: `- Run \`nvidia-smi\`. *command not found* means the image has no driver: reinstall with a public CUDA image.
- *NVIDIA-SMI has failed* usually follows a kernel upgrade or a self-installed driver: check \`dkms status\`, or reinstall the system to get the image's driver back.
- If only your framework misses the GPU, check that \`CUDA_VISIBLE_DEVICES\` is not set and that the CUDA version of \`python -c "import torch; print(torch.cuda.is_available())"\` is not newer than the driver supports.
- Still no GPU: submit a ticket with the output of \`nvidia-smi\` and \`dmesg | grep -i nvidia\`.`,
};

const refundDocument: DemoHelpDocument = {
  title: '包天/包月实例提前退订如何退款',
  titleEn: 'Refunds when you stop a prepaid instance early',
  content: `- 提前退订时，未使用的 **整小时** 按购买时的单价退回，当前正在使用的这一小时不退。
- 用余额支付的部分退回余额，用算力券支付的部分退回算力券（算力券不可提现）。
- 退订前可在实例菜单中查看 **退订预估金额**，确认后实例立即释放，数据不可恢复。
- 按量计费实例按小时结算，停止后不再计费，无需退款。`,
  contentEn: `- Stopping a prepaid instance early refunds every unused **whole hour** at the price you paid; the hour in progress is kept.
- What you paid from your balance returns to your balance; what you paid with compute vouchers returns as vouchers (vouchers are never cashed out).
- The instance menu shows the **estimated refund** before you confirm; the instance is released at once and its data cannot be recovered.
- Pay-as-you-go instances are billed by the hour and stop costing anything once stopped, so there is nothing to refund.`,
};

const topUpDocument: DemoHelpDocument = {
  title: '充值后余额没有增加',
  titleEn: 'Balance not updated after a top-up',
  content: `1. 支付成功后通常 1 分钟内到账，请刷新 **费用中心** 页面。
2. 在 **充值记录** 中查看订单状态：显示“待支付”说明支付平台尚未通知我们，请勿重复支付。
3. 超过 30 分钟仍未到账，请提交工单并附上订单号（充值记录中可复制）和支付平台的付款截图。`,
  contentEn: `1. A paid top-up usually arrives within a minute: refresh the **Billing** page.
2. Check the order in **Top-up history**: *pending* means the payment platform has not told us yet; do not pay twice.
3. Nothing after 30 minutes: submit a ticket with the order number (copy it from the top-up history) and a screenshot of the payment.`,
};

const loginDocument: DemoHelpDocument = {
  title: '忘记密码或无法登录',
  titleEn: 'Forgot your password or cannot log in',
  content: `- 在登录页点击 **忘记密码**，用注册手机号接收验证码即可重设；验证码 5 分钟内有效。
- 连续多次输错密码会被暂时锁定，请稍后再试。
- 子账号的密码由主账号在 **子账号管理** 中重设，子账号无法自行找回。
- 手机号已停用：请提交工单，说明账号信息并由主账号持有人完成身份核验。`,
  contentEn: `- Click **Forgot password** on the login page and reset it with a code sent to your registered phone; codes last 5 minutes.
- Several wrong passwords in a row lock logins for a while: try again later.
- A sub-account's password is reset by its main account under **Sub-accounts**; a sub-account cannot reset it itself.
- Lost the phone number: submit a ticket describing the account; the holder of the main account confirms their identity.`,
};

/** Three categories a customer recognises, with help for the questions support hears most. */
export const DEMO_WORK_ORDER_HELP: Array<{ name: string; nameEn: string; subcategories: DemoSubcategory[] }> =
  [
    {
      name: '实例',
      nameEn: 'Instances',
      subcategories: [
        {
          name: '无法通过 SSH 连接',
          nameEn: 'Cannot connect by SSH',
          resourceType: 'instance',
          documents: [sshDocument],
        },
        {
          name: 'GPU 不可见或驱动异常',
          nameEn: 'GPU missing or driver error',
          resourceType: 'instance',
          documents: [gpuDocument],
        },
        {
          name: '裸金属服务器故障',
          nameEn: 'Bare-metal server problem',
          resourceType: 'bare_metal',
          documents: [],
        },
      ],
    },
    {
      name: '费用',
      nameEn: 'Billing',
      subcategories: [
        { name: '退款问题', nameEn: 'Refund question', resourceType: 'billing', documents: [refundDocument] },
        {
          name: '充值未到账',
          nameEn: 'Top-up not credited',
          resourceType: 'billing',
          documents: [topUpDocument],
        },
      ],
    },
    {
      name: '账户',
      nameEn: 'Account',
      subcategories: [
        {
          name: '登录与密码',
          nameEn: 'Login and password',
          resourceType: 'account',
          documents: [loginDocument],
        },
        { name: '其他问题', nameEn: 'Something else', resourceType: 'other', documents: [] },
      ],
    },
  ];

/** Inserts the demo categories, subcategories and help documents inside the seed's transaction. */
export async function seedDemoWorkOrderHelp(tx: Db, now: Date): Promise<void> {
  for (const [categoryIndex, category] of DEMO_WORK_ORDER_HELP.entries()) {
    const { id: categoryId } = await insertCategory(tx, {
      name: category.name,
      nameEn: category.nameEn,
      sort: categoryIndex * 10,
    });
    for (const [subIndex, { documents, ...subcategory }] of category.subcategories.entries()) {
      const { id: subcategoryId } = await insertSubcategory(tx, {
        ...subcategory,
        categoryId,
        sort: subIndex * 10,
      });
      for (const [docIndex, document] of documents.entries())
        await insertDocument(tx, { ...document, subcategoryId, sort: docIndex * 10, updatedAt: now });
    }
  }
}
