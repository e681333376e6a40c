CREATE TABLE "student_email_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "student_email_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"email_index" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_checks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "verification_checks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text NOT NULL,
	"url" text,
	"reason" text DEFAULT '' NOT NULL,
	"sealed_result" text,
	"masked_result" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"parent_check_id" integer,
	"file_id" integer,
	"verification_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "verification_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "verification_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"file_type" text NOT NULL,
	"size" integer NOT NULL,
	"used_at" timestamp with time zone,
	"verification_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_verification_checks" (
	"ref" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"sealed_facts" text NOT NULL,
	"sealed_value" text,
	"return_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "verifications" ADD COLUMN "method" text DEFAULT 'other_channel' NOT NULL;--> statement-breakpoint
ALTER TABLE "verifications" ADD COLUMN "reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "verifications" ADD COLUMN "sealed" text;--> statement-breakpoint
ALTER TABLE "verifications" ADD COLUMN "subject_index" text;--> statement-breakpoint
ALTER TABLE "verifications" ADD COLUMN "masked_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "verifications" ADD COLUMN "masked_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "verifications" ADD COLUMN "masked_card" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "verifications" ADD COLUMN "company_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "verifications" ADD COLUMN "school" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "verifications" ADD COLUMN "document_type" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "verifications" ADD COLUMN "report_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "verifications" ADD COLUMN "note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "verifications" ADD COLUMN "check_id" integer;--> statement-breakpoint
ALTER TABLE "verifications" ADD COLUMN "transfer_sealed" text;--> statement-breakpoint
ALTER TABLE "verifications" ADD COLUMN "transfer_tries_left" smallint;--> statement-breakpoint
ALTER TABLE "verifications" ADD COLUMN "wait_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "verifications" ADD COLUMN "reviewer_id" integer;--> statement-breakpoint
ALTER TABLE "verifications" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "verifications" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "student_email_codes" ADD CONSTRAINT "student_email_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_checks" ADD CONSTRAINT "verification_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_files" ADD CONSTRAINT "verification_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_files" ADD CONSTRAINT "verification_files_verification_id_verifications_id_fk" FOREIGN KEY ("verification_id") REFERENCES "public"."verifications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "student_email_codes_user_idx" ON "student_email_codes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "verification_checks_user_kind_idx" ON "verification_checks" USING btree ("user_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "verification_files_user_idx" ON "verification_files" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "verifications" ADD CONSTRAINT "verifications_reviewer_id_staff_members_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "verifications_queue_idx" ON "verifications" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "verifications_subject_key" ON "verifications" USING btree ("verify_type","subject_index") WHERE "verifications"."status" in (0, 1) and "verifications"."subject_index" is not null;--> statement-breakpoint
INSERT INTO "agreement_versions" ("key", "version", "title", "title_en", "content", "content_en") VALUES (
'verify', 1, '实名认证服务协议', 'Verification Service Agreement',
$zh$在进行实名认证或学生认证前，请阅读本协议。提交认证即表示您同意以下条款。

## 1. 为什么需要认证

根据中华人民共和国相关法律法规，租用算力资源前须完成实名认证。企业认证后，账号以企业名义使用服务，并可享受面向企业的优惠；学生认证后可领取面向学生的优惠，有效期一年。

## 2. 我们收集的信息

- 个人认证：姓名、身份证号码、身份证正反面照片、人脸核验结果；银行卡认证另需银行卡号及银行预留手机号。
- 企业认证：营业执照、统一社会信用代码、法定代表人姓名及身份证号码、对公账户信息或加盖公章的授权书。
- 学生认证：学校、姓名、学校邮箱或学信网学籍在线验证报告的验证码。

这些信息仅用于核验您的身份，并按法律要求保存。

## 3. 我们如何保护这些信息

- 身份证号码、姓名、银行卡号和证件图片均**加密存储**，页面和接口中只显示脱敏后的内容（如 `110***********1234`）。
- 只有负责审核的工作人员可以查看完整信息，每一次查看都会记入审计日志。
- 证件图片只对您本人和审核人员可见。
- 核验时，相关信息会提交给具备资质的第三方核验服务（身份证识别、人脸核验、银行卡核验），对方仅可将其用于本次核验。

## 4. 您的承诺

- 您提交的信息真实、准确，并且是您本人或您有权代表的企业的信息。
- 一个身份证号码或统一社会信用代码只能认证一个账号。
- 冒用他人身份或提交虚假材料的，我们将拒绝认证并可能停用账号。

## 5. 次数限制与审核

为防止滥用，人脸核验每天最多 3 次，银行卡核验每天最多 10 次；超过后请于次日再试。授权书、其他渠道和学生认证由工作人员在 1 个工作日内审核，结果会通过站内通知告知您。

## 6. 更正与删除

如信息有误，可在认证未通过后重新提交。注销账号后，我们将在法律要求的保存期限届满后删除您的认证信息。$zh$,
$en$Please read this agreement before you submit a real-name or student verification. By submitting one, you accept these terms.

## 1. Why we verify

The laws of the People's Republic of China require real-name verification before computing resources are rented. An enterprise verification lets the account act in the company's name and receive offers for enterprises; a student verification lets you claim offers for students for one year.

## 2. What we collect

- Personal: your name, ID number, photos of both sides of your ID card and the result of a face check; a bank-card verification also takes the card number and the phone the bank has for it.
- Enterprise: the business licence, the unified social credit code, the legal person's name and ID number, and the company's bank account or a stamped authorisation letter.
- Student: your school, your name, and a school mailbox or the verification code of a CHSI student-status report.

We use this information only to verify who you are, and keep it as the law requires.

## 3. How we protect it

- ID numbers, names, card numbers and document images are **stored encrypted**; pages and answers show them masked (for example `110***********1234`).
- Only the staff who review verifications can see them in full, and every such look is written to an audit log.
- Document images are visible only to you and to the reviewers.
- For the checks, the information is sent to licensed third-party services (ID card reading, face checks, bank-card checks), which may use it for that check only.

## 4. What you promise

- What you submit is true and accurate, and about yourself or a company you may act for.
- One ID number or credit code verifies one account only.
- Using someone else's identity or false documents leads to a refusal and may close the account.

## 5. Limits and review

To prevent abuse, face checks are limited to 3 a day and bank-card checks to 10 a day; after that, try again the next day. Authorisation letters, other documents and student verifications are reviewed by staff within one business day, and you are told the result in your notifications.

## 6. Corrections and deletion

If something is wrong, you can submit again after a refusal. When you close your account, we delete your verification data once the period the law requires us to keep it has passed.$en$
);
