import type { InstanceSpecifications } from '@gpucloud/contracts';
import { Form } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { appStore } from '../../../../shared/appStore';
import { formatPrice } from '../../../../shared/format';
import { isSubAccount, useUserInfo } from '../../../../shared/queries/account';
import { useUsableImages } from '../../../../shared/queries/images';
import { useTemplates } from '../../../../shared/queries/templates';
import { loginPath } from '../../../../shared/routing/loginPath';
import { hasSession } from '../../../../shared/session';
import { useMessage } from '../../../../shared/ui/feedback';
import { localQuote, quoteFromAnswer, quotesAgree, walletOf } from '../../order/breakdown';
import { couponChoices } from '../../order/couponRule';
import { useCreateRental, useQuotePrice, useUsableCoupons } from '../../order/hooks';
import {
  clampCount,
  initialOrderValues,
  type OrderFormValues,
  type OrderPreselection,
  pricedOffer,
  toRentalRequest,
} from '../../order/orderForm';
import { BillingFields } from './BillingFields';
import { ConfirmOrderDialog } from './ConfirmOrderDialog';
import { CouponField } from './CouponField';
import { DatasetField } from './DatasetField';
import { GpuCountField } from './GpuCountField';
import { HostSummary } from './HostSummary';
import { ImageField } from './ImageField';
import { InterruptibleField } from './InterruptibleField';
import { MyImagesField } from './MyImagesField';
import styles from './OrderPage.module.css';
import { PayOrderField } from './PayOrderField';
import { PriceCard } from './PriceCard';
import { TemplateField, TemplateSummary } from './TemplateField';
import { useDurationText } from './useDurationText';

type Confirming = {
  request: NonNullable<ReturnType<typeof toRentalRequest>>;
  quote: ReturnType<typeof quoteFromAnswer>;
  agrees: boolean;
};

/** The order form of one host with its live breakdown; the server's quote is confirmed before ordering. */
export function OrderView({
  data,
  preselected,
}: {
  data: InstanceSpecifications;
  preselected?: OrderPreselection;
}) {
  const { t, i18n } = useTranslation('storeOrder');
  const { t: tShell } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const message = useMessage();
  const durationText = useDurationText();
  const host = data.Host;
  const regionName = i18n.language.startsWith('zh') ? host.RegionName : host.RegionNameEn;

  const loggedIn = hasSession();
  const info = useUserInfo().data;
  const subAccount = info ? isSubAccount(info) : false;
  const coupons = useUsableCoupons(loggedIn && info !== undefined && !subAccount);

  const [form] = Form.useForm<OrderFormValues>();
  const preselectedImage = preselected?.imageId ?? null;
  const preselectedGpus = preselected?.gpuCount ?? null;
  const preselectedTemplate = preselected?.templateId ?? null;
  const templates = useTemplates(loggedIn);
  const templateList = useMemo(
    () => [...(templates.data?.Own ?? []), ...(templates.data?.Public ?? [])],
    [templates.data],
  );
  // A linked template sets the image once the templates are known.
  const linkedImage = templateList.find((entry) => entry.TemplateId === preselectedTemplate)?.ImageId;
  const initial = useMemo(
    () =>
      initialOrderValues(data.Specs, data.Images, {
        imageId: linkedImage ?? preselectedImage,
        gpuCount: preselectedGpus,
        templateId: preselectedTemplate,
      }),
    [data, preselectedImage, preselectedGpus, preselectedTemplate, linkedImage],
  );
  const watched = Form.useWatch([], form) as Partial<OrderFormValues> | undefined;
  const mode = watched?.mode ?? initial.mode;
  const values: OrderFormValues = {
    imageId: watched?.imageId ?? initial.imageId,
    gpuCount: watched?.gpuCount ?? initial.gpuCount,
    mode,
    count:
      mode === 'post_paid' ? 1 : watched && 'count' in watched ? (watched.count as number) : initial.count,
    couponId: watched?.couponId ?? 0,
    customImageId: watched?.customImageId ?? 0,
    datasetIds: watched?.datasetIds ?? [],
    templateId: watched?.templateId ?? initial.templateId ?? 0,
    interruptible: watched?.interruptible ?? false,
  };
  // An interruptible order is priced, here and in the price card, at the host's interruptible price.
  const priced = pricedOffer(host, values);
  const template = templateList.find((entry) => entry.TemplateId === values.templateId);
  // A linked template's image is known once the templates load: the form takes it then.
  useEffect(() => {
    if (linkedImage !== undefined && preselectedTemplate)
      form.setFieldsValue({ imageId: linkedImage, templateId: preselectedTemplate, customImageId: 0 });
  }, [form, linkedImage, preselectedTemplate]);

  const image = data.Images.find((option) => option.ImageId === values.imageId);
  // A custom image runs instead of the public one: the summary names it (the query MyImagesField loads).
  const myImages = useUsableImages(host.Kind, loggedIn);
  const customImage = myImages.data?.list.find((option) => option.CustomImageId === values.customImageId);
  const vipLevel = info?.VipLevel ?? 0;
  const wallet = walletOf(info);
  const beforeCoupon = localQuote({
    host: priced,
    values: { ...values, couponId: 0 },
    image,
    coupon: undefined,
    vipLevel,
    wallet: null,
  });
  const choices = couponChoices(
    coupons.data?.data ?? [],
    beforeCoupon && image
      ? {
          amountFen: beforeCoupon.totalFen,
          gpuModel: host.GpuModel,
          kind: host.Kind,
          image: image.Name,
          useMode: mode,
        }
      : null,
  );
  const selected = choices.find((choice) => choice.coupon.CouponId === values.couponId);
  const quote = localQuote({ host: priced, values, image, coupon: selected?.coupon, vipLevel, wallet });

  const quotePrice = useQuotePrice();
  const create = useCreateRental();
  const [confirming, setConfirming] = useState<Confirming | null>(null);

  const rent = async () => {
    if (!loggedIn) {
      void navigate(loginPath(`${location.pathname}${location.search}`));
      return;
    }
    try {
      await form.validateFields();
    } catch {
      return;
    }
    const request = toRentalRequest(host.HostId, values);
    if (!request || !quote || selected?.problem) return;
    let server: ReturnType<typeof quoteFromAnswer>;
    try {
      server = quoteFromAnswer(await quotePrice.mutateAsync(request));
    } catch {
      return; // the API client has told the reason
    }
    if (server.payment && !server.payment.ok) {
      // The same prompt the server's 'available balance is less than package price' opens (SPEC §8).
      if (subAccount) void message.error(t('order.breakdown.subAccountShort'));
      else appStore.set({ showFastPay: true });
      return;
    }
    setConfirming({ request, quote: server, agrees: quotesAgree(quote, server) });
  };

  const place = async () => {
    if (!confirming) return;
    try {
      await create.mutateAsync(confirming.request);
    } catch {
      setConfirming(null);
      return;
    }
    void message.success(t('order.placed'));
    void navigate('/console/dashboard');
  };

  return (
    <>
      <title>{`${t('order.title', { model: host.GpuModel })} · ${tShell('common.appName')}`}</title>
      <header className={styles.header}>
        <Link to="/store" className={styles.back}>
          ← {t('order.back')}
        </Link>
        <h1 className={styles.title}>{t('order.title', { model: host.GpuModel })}</h1>
        <p className={styles.subtitle}>
          {t('order.subtitle', {
            kind: tShell(`store.kinds.${host.Kind}`),
            region: regionName,
            host: host.HostName,
          })}
        </p>
      </header>
      <div className={styles.layout}>
        <div className={styles.mainColumn}>
          <HostSummary host={host} regionName={regionName} />
          <section className={styles.card} aria-labelledby="order-form-title">
            <h2 id="order-form-title" className={styles.cardTitle}>
              {t('order.form.title')}
            </h2>
            <Form
              form={form}
              layout="vertical"
              requiredMark={false}
              initialValues={{ ...initial, couponId: 0, customImageId: 0 }}
              onValuesChange={(changed: Partial<OrderFormValues>) => {
                const chosen = templateList.find((entry) => entry.TemplateId === changed.templateId);
                if (chosen) form.setFieldsValue({ imageId: chosen.ImageId, customImageId: 0 });
                if (changed.imageId !== undefined && template && changed.imageId !== template.ImageId)
                  form.setFieldValue('templateId', 0);
                if (changed.mode)
                  form.setFieldValue('count', clampCount(changed.mode, form.getFieldValue('count') ?? 1));
              }}
              onFinish={() => void rent()}
            >
              {loggedIn && <TemplateField templates={templateList} images={data.Images} />}
              {template && <TemplateSummary template={template} dataDiskGb={host.DataDiskGb} />}
              <ImageField images={data.Images} />
              {loggedIn && !template && <MyImagesField kind={host.Kind} className={styles.choiceGrid} />}
              <GpuCountField specs={data.Specs} free={host.GpuFree} />
              <DatasetField />
              <BillingFields
                mode={mode}
                count={values.count}
                onCount={(count) => form.setFieldValue('count', count)}
              />
              <InterruptibleField host={host} postPaid={mode === 'post_paid'} />
              {loggedIn && !subAccount && (
                <CouponField
                  choices={choices}
                  loading={coupons.isPending}
                  failed={coupons.isError}
                  selectedProblem={selected?.problem ?? null}
                />
              )}
              {info && !subAccount && <PayOrderField info={info} />}
            </Form>
          </section>
        </div>
        <aside className={styles.side} aria-labelledby="order-price-title">
          <PriceCard
            host={priced}
            gpuCount={values.gpuCount}
            quote={quote}
            postPaid={mode === 'post_paid'}
            loggedIn={loggedIn}
            checking={quotePrice.isPending}
            note={
              info?.SubAccount
                ? t('order.form.subAccountPays', { left: formatPrice(info.SubAccount.MoneyCanUse) })
                : undefined
            }
            onRent={() => void rent()}
          />
        </aside>
      </div>
      {confirming && (
        <ConfirmOrderDialog
          summary={t('order.confirm.summary', {
            model: host.GpuModel,
            gpus: confirming.request.gpu_count,
            image: customImage?.Name ?? image?.ShortDisplayName ?? '',
            duration: durationText(confirming.request.mode, confirming.request.count),
          })}
          quote={confirming.quote}
          agrees={confirming.agrees}
          placing={create.isPending}
          onPlace={() => void place()}
          onCancel={() => setConfirming(null)}
        />
      )}
    </>
  );
}
