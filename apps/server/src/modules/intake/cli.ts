// `bole parse-resume FILE`: the parser on one file, printing the body POST /api/resumes
// takes. No database and no configuration are needed.
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { closeOcr, ParseRefusal, parseResumeFile, placeholderName, RESUME_FILE_MAX_BYTES } from './parser';

type Out = { write(text: string): unknown };

export async function parseResumeCommand(args: readonly string[], out: Out = process.stdout, err: Out = process.stderr): Promise<number> {
  const file = args[0];
  if (!file || args.length > 1) {
    err.write('用法: npx --no-install bole parse-resume 文件\n');
    return 2;
  }
  const fileName = path.basename(file);
  let bytes: Buffer;
  try {
    const info = await stat(file);
    if (!info.isFile()) throw new Error('not a file');
    if (info.size > RESUME_FILE_MAX_BYTES) throw new ParseRefusal('RESUME_FILE_TOO_LARGE');
    bytes = await readFile(file);
  } catch (error) {
    err.write(error instanceof ParseRefusal ? `无法解析 ${fileName}：${error.message}\n` : `无法读取文件：${file}（文件不存在或没有读取权限）\n`);
    return 1;
  }
  try {
    const parsed = await parseResumeFile(bytes, fileName);
    if (parsed.failure && Object.keys(parsed.resume).length === 0) {
      err.write(`无法解析 ${fileName}：${parsed.failure}\n`);
      return 1;
    }
    const resume = parsed.resume.name ? parsed.resume : { name: placeholderName(fileName), ...parsed.resume };
    if (parsed.failure) err.write(parsed.resume.name ? `${parsed.failure}\n` : `${parsed.failure}，已用文件名作为姓名\n`);
    out.write(`${JSON.stringify(resume, null, 2)}\n`);
    return 0;
  } catch (error) {
    if (!(error instanceof ParseRefusal)) throw error;
    err.write(`无法解析 ${fileName}：${error.message}\n`);
    return 1;
  } finally {
    // An image started the OCR worker; it would keep the command running.
    await closeOcr();
  }
}
