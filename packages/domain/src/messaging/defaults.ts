// The templates a company starts with, one per notification type (issue 13 item 1).
// Each text uses only the placeholders of spec section 3; lines whose value is missing read as
// an empty field, never as a token.
import type { NotificationTemplateType } from '../codes/notify';
import type { MessageTemplateContent } from './message';

const html = (...lines: string[]) => lines.join('\n');

const CONTACT =
  '<p>如有疑问，请联系${contactName}（电话：${contactTel}，邮箱：${contactEmail}）。</p>';
const SIGNATURE = '<p>${companyName}招聘团队</p>';

/** The default template of each notification type, in natural Chinese. */
export const defaultMessageTemplates: Readonly<Record<NotificationTemplateType, MessageTemplateContent>> = {
  1: {
    emailSubject: '${companyName}面试邀请：${jobName}',
    emailBody: html(
      '<p>${personName}，您好！</p>',
      '<p>感谢您对${companyName}的关注。您应聘的<strong>${jobName}</strong>职位已进入面试环节，诚邀您参加面试，安排如下：</p>',
      '<ul>',
      '<li>面试时间：${interviewDate}</li>',
      '<li>面试类型：${interviewType}</li>',
      '<li>面试时长：${interviewLength}</li>',
      '<li>面试地址：${interviewAddress} ${meetingRoomAddress}</li>',
      '<li>视频面试链接：${meetingUrl}</li>',
      '<li>面试官：${interviewerName}</li>',
      '</ul>',
      '<p>面试须知：${interviewNotice}</p>',
      '<p>请在面试前填写面试登记表：${interviewRegistry}</p>',
      '<p>如时间不便，请尽早与我们联系另行安排。</p>',
      CONTACT,
      '<p>期待与您见面！</p>',
      SIGNATURE,
    ),
    smsContent: '${personName}您好，${companyName}诚邀您于${interviewDate}参加${jobName}职位面试，地址：${interviewAddress}${meetingRoomAddress}。如有疑问请联系${contactName}，电话${contactTel}。',
    appTitle: '面试邀请：${jobName}',
    appContent: '${personName}，${companyName}邀请您于${interviewDate}参加${jobName}职位的面试，地址：${interviewAddress}。',
  },
  2: {
    emailSubject: '${companyName}录用通知：${jobName}',
    emailBody: html(
      '<p>${personName}，您好！</p>',
      '<p>很高兴地通知您，经过面试评估，${companyName}决定录用您担任<strong>${jobName}</strong>一职。录用信息如下：</p>',
      '<ul>',
      '<li>入职部门：${orgName}</li>',
      '<li>职位：${jobName}</li>',
      '<li>职级：${jobRank}</li>',
      '<li>入职日期：${entryDate}</li>',
      '<li>试用期：${probation}</li>',
      '<li>试用期薪资：${probationSalary}</li>',
      '<li>转正薪资：${positiveSalary}</li>',
      '<li>报到地址：${address}</li>',
      '</ul>',
      '<p>请在收到本邮件后尽快回复确认是否接受录用。</p>',
      CONTACT,
      '<p>欢迎加入${companyName}，期待与您共事！</p>',
      SIGNATURE,
      '<p>通知日期：${offerCreateTime}</p>',
    ),
    smsContent: '${personName}您好，恭喜您被${companyName}录用为${jobName}，入职日期${entryDate}，录用详情已发送至您的邮箱，请注意查收。如有疑问请联系${contactName}，电话${contactTel}。',
    appTitle: '录用通知：${jobName}',
    appContent: '${personName}，恭喜您被${companyName}录用为${jobName}，入职日期${entryDate}，入职部门${orgName}。',
  },
  3: {
    emailSubject: '${companyName}诚邀您关注${jobName}职位',
    emailBody: html(
      '<p>${personName}，您好！</p>',
      '<p>我们在${companyName}人才库中看到了您的简历，您的经历与我们正在招聘的<strong>${jobName}</strong>职位十分契合，诚邀您了解并投递。</p>',
      '<p>职位详情：<a href="${jobUrl}">${jobUrl}</a></p>',
      '<p>如果您对这个机会感兴趣，欢迎直接通过上方链接投递，或回复本邮件与我们沟通。</p>',
      CONTACT,
      SIGNATURE,
    ),
    smsContent: '${personName}您好，${companyName}正在招聘${jobName}，您的经历与职位十分契合，诚邀您了解：${jobUrl}。如有疑问请联系${contactName}，电话${contactTel}。',
    appTitle: '职位推荐：${jobName}',
    appContent: '${personName}，${companyName}正在招聘${jobName}，诚邀您了解：${jobUrl}',
  },
  4: {
    emailSubject: '${companyName}关于${jobName}职位的应聘结果',
    emailBody: html(
      '<p>${personName}，您好！</p>',
      '<p>感谢您应聘${companyName}的<strong>${jobName}</strong>职位，也感谢您在应聘过程中投入的时间和精力。</p>',
      '<p>经过慎重评估，我们认为您的经历与该职位目前的要求暂不完全匹配，很遗憾这次未能与您继续推进。</p>',
      '<p>您的简历已保存在我们的人才库中，今后有合适的机会我们会优先与您联系。祝您求职顺利！</p>',
      SIGNATURE,
    ),
    smsContent: '${personName}您好，感谢您应聘${companyName}的${jobName}职位。经慎重评估，您的经历与该职位暂不匹配，您的简历已存入人才库，今后有合适机会会再与您联系。祝您求职顺利！',
    appTitle: '${jobName}应聘结果',
    appContent: '${personName}，感谢您应聘${companyName}的${jobName}职位，很遗憾这次未能继续推进，祝您求职顺利。',
  },
  5: {
    emailSubject: '请到${meetingRoomAddress}参加${jobName}面试',
    emailBody: html(
      '<p>${personName}，您好！</p>',
      '<p>现在轮到您面试了，请前往<strong>${meetingRoomAddress}</strong>参加${jobName}职位的面试。</p>',
      '<ul>',
      '<li>面试地址：${interviewAddress}</li>',
      '<li>面试官：${interviewerName}</li>',
      '</ul>',
      '<p>如找不到面试地点，请联系${contactName}（电话：${contactTel}）。</p>',
      SIGNATURE,
    ),
    smsContent: '${personName}您好，现在轮到您面试了，请前往${meetingRoomAddress}参加${jobName}职位面试。如有疑问请联系${contactName}，电话${contactTel}。',
    appTitle: '请到${meetingRoomAddress}面试',
    appContent: '${personName}，现在轮到您面试了，请前往${meetingRoomAddress}参加${jobName}职位面试。',
  },
  6: {
    emailSubject: '面试安排：${personName}应聘${jobName}',
    emailBody: html(
      '<p>${interviewerName}，您好！</p>',
      '<p>已为您安排一场面试，请准时参加：</p>',
      '<ul>',
      '<li>候选人：${personName}</li>',
      '<li>应聘职位：${jobName}</li>',
      '<li>面试时间：${interviewDate}</li>',
      '<li>面试类型：${interviewType}</li>',
      '<li>面试时长：${interviewLength}</li>',
      '<li>面试地址：${interviewAddress} ${meetingRoomAddress}</li>',
      '<li>视频面试链接：${meetingUrl}</li>',
      '</ul>',
      '<p>面试结束后，请及时在系统中填写面试评价。</p>',
      '<p>如需调整时间，请联系${contactName}（电话：${contactTel}）。</p>',
    ),
    smsContent: '${interviewerName}您好，已为您安排${personName}（应聘${jobName}）的面试，时间${interviewDate}，地址${interviewAddress}${meetingRoomAddress}，请准时参加。',
    appTitle: '面试安排：${personName}',
    appContent: '已为您安排${personName}（应聘${jobName}）的面试，时间${interviewDate}，地址${interviewAddress}${meetingRoomAddress}。',
  },
  7: {
    emailSubject: '${companyName}面试通知：${jobName}',
    emailBody: html(
      '<p>${personName}，您好！</p>',
      '<p>${companyName}邀请您于<strong>${interviewDate}</strong>参加${jobName}职位的面试，地址：${interviewAddress}${meetingRoomAddress}。</p>',
      CONTACT,
      SIGNATURE,
    ),
    smsContent: '${personName}您好，${companyName}邀请您于${interviewDate}参加${jobName}职位面试，地址：${interviewAddress}${meetingRoomAddress}，联系人${contactName}，电话${contactTel}，请准时参加。',
    appTitle: '面试通知：${jobName}',
    appContent: '${personName}，${companyName}邀请您于${interviewDate}参加${jobName}职位面试，地址：${interviewAddress}。',
  },
};
