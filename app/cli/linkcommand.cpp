#include "linkcommand.h"

#include "catalogcommands.h"
#include "workloadoptions.h"

#include <core/session/viewlink.h>

namespace cli {

int printLink(Context &context)
{
    if (!context.parser.isSet(QStringLiteral("task"))
        && !context.parser.isSet(QStringLiteral("link"))) {
        context.err << Cli::tr("--task is required: interactive, batch, lora or finetune.") << '\n';
        return Usage;
    }
    const std::optional<OpenCatalog> open = openCatalog(context);
    if (!open)
        return Failed;
    // The view part of a --link (filters, sort, columns) stays: only the workload changes.
    core::ViewLink link;
    if (context.parser.isSet(QStringLiteral("link"))) {
        const core::Expected<core::ViewLink> given = core::ViewLink::parse(
            context.parser.value(QStringLiteral("link")), open->catalog);
        if (!given) {
            context.err << given.error() << '\n';
            return Failed;
        }
        link = *given;
    }
    if (const int status = readLinkedWorkload(context, open->catalog, link.workload); status != Ok)
        return status;
    // A link is one line that a shell can pass on: no header, no quoting, unless CSV or JSON is
    // asked for.
    if (context.format == core::TableFormat::Text)
        context.out << link.toString() << '\n';
    else
        core::writeTable({{QStringLiteral("link")}, {{link.toString()}}}, context.format,
                         context.out);
    return Ok;
}

} // namespace cli
