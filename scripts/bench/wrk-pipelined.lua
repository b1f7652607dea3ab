-- wrk sending `depth` requests at once on each connection (HTTP/1.1 pipelining; `-- depth` after the URL), with the
-- summary of wrk-report.lua. Reading many answers per system call, wrk takes far less of the machine per answer, which
-- leaves the cores to the server when one worker process is compared with two (docs/decisions/0038).
local folder = debug.getinfo(1, 'S').source:match('^@(.*/)') or './'
dofile(folder .. 'wrk-report.lua')

init = function(args)
  local depth = tonumber(args[1]) or 1
  local batch = {}
  for index = 1, depth do
    batch[index] = wrk.format()
  end
  pipelined = table.concat(batch)
end

request = function()
  return pipelined
end
