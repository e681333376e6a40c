/**
 * The monitor plugin on docker machines: a small page served by the machine's own Python 3 (the
 * standard library only) on the plugin's port, behind its service origin. It reads what the machine
 * itself reads: CPU use from two samples of /proc/stat, the cores in /proc/cpuinfo, memory from
 * /proc/meminfo (LXCFS makes these the rented share), the data disk with statvfs, and each GPU
 * through `nvidia-smi --query-gpu` where the image has it ("no GPU data" otherwise, never invented).
 * Its token is the plugin's own second lock: `/?token=` once sets an HttpOnly cookie of that origin.
 * Issue 42 makes monitoring a page of the console with history; this is the live view in the machine.
 *
 * Run as `python3 -c MONITOR_SCRIPT <port> <token>`.
 */
export const MONITOR_SCRIPT = `
import html, http.server, os, shutil, subprocess, sys, time, urllib.parse

PORT, TOKEN = int(sys.argv[1]), sys.argv[2]
COOKIE = "gpucloud_monitor"
TEXTS = {
  "en": {"title": "Machine monitor", "cpu": "CPU", "cores": "cores", "load": "load average",
         "memory": "Memory", "disk": "Data disk (/root/data)", "gpu": "GPUs", "none": "no GPU data",
         "used": "used", "of": "of", "util": "utilisation", "temp": "temperature",
         "refresh": "Refreshes every 5 seconds.", "refused": "Open the monitor from the console."},
  "zh": {"title": "实例监控", "cpu": "CPU", "cores": "核", "load": "平均负载",
         "memory": "内存", "disk": "数据盘（/root/data）", "gpu": "GPU", "none": "无 GPU 数据",
         "used": "已用", "of": "/", "util": "利用率", "temp": "温度",
         "refresh": "每 5 秒刷新。", "refused": "请从控制台打开监控。"},
}

def cpu_sample():
  with open("/proc/stat") as f:
    values = [int(v) for v in f.readline().split()[1:]]
  idle = values[3] + (values[4] if len(values) > 4 else 0)
  return idle, sum(values)

def cpu_percent():
  idle0, total0 = cpu_sample()
  time.sleep(0.25)
  idle1, total1 = cpu_sample()
  spent = total1 - total0
  return 0.0 if spent <= 0 else 100.0 * (1 - (idle1 - idle0) / spent)

def cores():
  with open("/proc/cpuinfo") as f:
    return sum(1 for line in f if line.startswith("processor"))

def memory():
  info = {}
  with open("/proc/meminfo") as f:
    for line in f:
      name, value = line.split(":", 1)
      info[name] = int(value.split()[0]) * 1024
  return info["MemTotal"] - info.get("MemAvailable", info.get("MemFree", 0)), info["MemTotal"]

def disk():
  path = "/root/data" if os.path.isdir("/root/data") else "/"
  usage = shutil.disk_usage(path)
  return usage.used, usage.total

def gpus():
  if not shutil.which("nvidia-smi"):
    return None
  query = "index,name,utilization.gpu,memory.used,memory.total,temperature.gpu"
  try:
    out = subprocess.run(["nvidia-smi", "--query-gpu=" + query, "--format=csv,noheader,nounits"],
                         capture_output=True, text=True, timeout=5).stdout
  except Exception:
    return None
  rows = [[cell.strip() for cell in line.split(",")] for line in out.strip().splitlines()]
  return [row for row in rows if len(row) == 6] or None

def gib(n):
  return "%.1f GiB" % (n / 1024 ** 3)

def page(t):
  used, total = memory()
  disk_used, disk_total = disk()
  with open("/proc/loadavg") as f:
    load = " ".join(f.read().split()[:3])
  rows = [
    (t["cpu"], "%.0f%% · %d %s · %s %s" % (cpu_percent(), cores(), t["cores"], t["load"], load)),
    (t["memory"], "%s %s %s %s" % (t["used"], gib(used), t["of"], gib(total))),
    (t["disk"], "%s %s %s %s" % (t["used"], gib(disk_used), t["of"], gib(disk_total))),
  ]
  found = gpus()
  if found is None:
    rows.append((t["gpu"], t["none"]))
  else:
    for index, name, util, mem_used, mem_total, temp in found:
      rows.append(("GPU %s · %s" % (index, name), "%s %s%% · %s MiB %s %s MiB · %s %s°C" % (
        t["util"], util, mem_used, t["of"], mem_total, t["temp"], temp)))
  cells = "".join("<tr><th scope=row>%s</th><td>%s</td></tr>" % (html.escape(a), html.escape(b)) for a, b in rows)
  return ("<!doctype html><html lang=%s><head><meta charset=utf-8><meta http-equiv=refresh content=5>"
          "<meta name=viewport content='width=device-width'><title>%s</title><style>"
          "body{font:15px system-ui,sans-serif;margin:2rem;color:#1f2329}th{text-align:left;padding:.5rem 1.5rem .5rem 0}"
          "td{padding:.5rem 0;font-variant-numeric:tabular-nums}p{color:#4e5969}</style></head>"
          "<body><main><h1>%s</h1><table>%s</table><p>%s</p></main></body></html>") % (
            "zh-CN" if t is TEXTS["zh"] else "en", t["title"], t["title"], cells, t["refresh"])

class Handler(http.server.BaseHTTPRequestHandler):
  def texts(self):
    return TEXTS["zh"] if self.headers.get("Accept-Language", "").lower().startswith("zh") else TEXTS["en"]

  def answer(self, status, body, headers=()):
    data = body.encode()
    self.send_response(status)
    self.send_header("Content-Type", "text/html; charset=utf-8")
    self.send_header("Cache-Control", "no-store")
    self.send_header("Content-Length", str(len(data)))
    for name, value in headers:
      self.send_header(name, value)
    self.end_headers()
    self.wfile.write(data)

  def do_GET(self):
    url = urllib.parse.urlparse(self.path)
    given = urllib.parse.parse_qs(url.query).get("token", [""])[0]
    cookies = dict(part.strip().split("=", 1) for part in self.headers.get("Cookie", "").split(";") if "=" in part)
    if given == TOKEN:
      cookie = "%s=%s; Path=/; HttpOnly; SameSite=Lax" % (COOKIE, TOKEN)
      return self.answer(302, "", [("Location", "/"), ("Set-Cookie", cookie)])
    if cookies.get(COOKIE) != TOKEN:
      return self.answer(403, "<!doctype html><title>403</title><p>%s</p>" % self.texts()["refused"])
    self.answer(200, page(self.texts()))

  def log_message(self, *args):
    pass

http.server.ThreadingHTTPServer(("0.0.0.0", PORT), Handler).serve_forever()
`;
