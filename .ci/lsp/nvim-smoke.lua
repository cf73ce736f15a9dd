-- Neovim's own LSP client attaches `refreshspec lsp` to the spec in the current buffer and
-- writes the diagnostics it receives, one per line (line:column: message), to $OUT.
local client = vim.lsp.start_client({ name = "refreshspec", cmd = { os.getenv("REFRESHSPEC"), "lsp" }, root_dir = vim.fn.getcwd() })
vim.lsp.buf_attach_client(0, client)
local received = vim.wait(20000, function() return #vim.diagnostic.get(0) > 0 end, 50)
local lines = {}
for _, diagnostic in ipairs(vim.diagnostic.get(0)) do
  table.insert(lines, string.format("%d:%d: %s", diagnostic.lnum + 1, diagnostic.col + 1, diagnostic.message))
end
if not received then lines = { "no diagnostics within 20 s" } end
vim.fn.writefile(lines, os.getenv("OUT"))
vim.lsp.stop_client(client)
vim.cmd("qall!")
