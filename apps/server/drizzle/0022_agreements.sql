CREATE TABLE "agreement_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agreement_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"title_en" text NOT NULL,
	"content" text NOT NULL,
	"content_en" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" integer
);
--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "agreement_version" integer;--> statement-breakpoint
ALTER TABLE "agreement_versions" ADD CONSTRAINT "agreement_versions_published_by_staff_members_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agreement_versions_key_version_key" ON "agreement_versions" USING btree ("key","version");--> statement-breakpoint
INSERT INTO "agreement_versions" ("key", "version", "title", "title_en", "content", "content_en") VALUES (
'work_order', 1, '工单服务协议', 'Work Order Service Agreement',
$zh$提交工单前，请阅读本协议。提交工单即表示您同意以下条款。

## 1. 服务范围

工单用于处理与您的账号、实例、裸金属、计费和发票相关的问题。客服会在工作时间（周一至周五 09:00–18:00，北京时间）处理工单，并在提交后 2 个工作小时内首次回复。复杂问题可能需要更长时间，我们会在工单中告知进展。

## 2. 您提供的信息

- 请如实描述问题，并只上传与问题相关的截图、日志或文档（图片、PDF、文本、ZIP，单个文件不超过 10 MB，每条消息最多 5 个文件）。
- 请勿在工单中发送密码、私钥、身份证件照片或银行卡信息。客服**绝不会**索要您的登录密码或短信验证码。
- 您留下的联系电话仅用于处理本工单。

## 3. 访问您的实例

为排查问题，客服可能需要查看实例的运行状态、宿主机日志和计费记录。未经您在工单中明确同意，客服不会登录您的实例或读取实例内的数据。

## 4. 工单的处理与关闭

- 客服回复后，工单状态变为"待您回复"；您可以继续补充信息。
- 客服将工单标记为"已解决"后，您可以确认关闭，或在问题仍然存在时重新打开一次。7 天内未操作的已解决工单会自动关闭。
- 工单在解决前可由您随时撤销。
- 存在未关闭的工单时，账号无法注销。

## 5. 记录的保存

工单内容及附件会被保存，用于服务质量改进和争议处理，并按照隐私政策保护。附件仅对您本人和负责处理的客服可见。

## 6. 禁止的行为

请勿提交骚扰、辱骂或与服务无关的内容，请勿利用工单传播恶意文件。违反者的工单可能被关闭，情节严重的账号可能被限制使用。
$zh$,
$en$Please read this agreement before you submit a work order. By submitting one, you accept these terms.

## 1. What support covers

Work orders are for questions about your account, instances, bare metal, billing and invoices. Support works on them during business hours (Monday to Friday, 09:00–18:00 China Standard Time) and replies for the first time within 2 business hours of submission. Complex problems may take longer; we keep you informed in the work order.

## 2. What you provide

- Describe the problem truthfully, and upload only screenshots, logs or documents that concern it (images, PDF, text, ZIP; at most 10 MB a file and 5 files a message).
- Never send passwords, private keys, photos of identity documents or bank card details in a work order. Support will **never** ask for your login password or an SMS code.
- The contact phone you give is used only to handle this work order.

## 3. Access to your instances

To find a fault, support may look at an instance's state, its host's logs and its billing records. Support does not log in to your instance or read data inside it unless you agree to it explicitly in the work order.

## 4. How work orders are handled and closed

- When support replies, the work order waits for you; you can keep adding information.
- When support marks it resolved, you can confirm it, or reopen it once if the problem remains. A resolved work order nobody acts on closes itself after 7 days.
- You can revoke a work order at any time before it is resolved.
- An account with open work orders cannot be closed.

## 5. Records

Work orders and their files are kept to improve the service and to settle disputes, protected as the privacy policy describes. Files are visible only to you and to the support staff handling the work order.

## 6. What is not allowed

Do not submit harassment, abuse or content unrelated to the service, and do not use work orders to spread malicious files. Work orders that do may be closed, and in serious cases the account may be restricted.
$en$);
