// Text messages leave through an SMS provider (an Aliyun or Tencent adapter later). Without
// one, an SMS is kept whole in the outbox as failed with NO_SMS_PROVIDER, and the page says so.
/**
 * An SMS provider: `send` resolves once the provider accepted the text and throws a
 * DeliveryError (smtp.ts) otherwise (`temporary` ones are retried with the mail's backoff).
 */
export type SmsProvider = { name: string; send(to: string, text: string): Promise<void> };

export const NO_SMS_PROVIDER = '未配置短信服务商，短信未发出；内容完整保存在发送记录中';
