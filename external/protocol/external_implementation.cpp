#include "external/protocol/external_implementation.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "external/protocol/bounded_json.hpp"

namespace external {
namespace {

using Json = nlohmann::json;
using Type = nlohmann::json::value_t;

const char* capability_name(Capability c) {
    switch (c) {
        case Capability::Fen:
            return "fen";
        case Capability::Moves:
            return "moves";
        case Capability::Vision:
            return "vision";
        case Capability::Play:
            return "play";
        case Capability::Observation:
            return "observation";
        case Capability::Belief:
            return "belief";
        case Capability::BeliefContains:
            return "belief_contains";
        case Capability::BeliefSample:
            return "belief_sample";
    }
    return "?";
}

int square_from_name(const std::string& text) {
    if (text.size() != 2 || text[0] < 'a' || text[0] > 'h' || text[1] < '1' || text[1] > '8') return -1;
    return (text[1] - '1') * 8 + (text[0] - 'a');
}

bool is_piece_letter(const std::string& text) {
    return text.size() == 1 && std::string("PNBRQKpnbrqk").find(text[0]) != std::string::npos;
}

bool is_ok(const Json& reply) {
    const auto ok = reply.find("ok");
    return ok != reply.end() && ok->is_boolean() && ok->get<bool>();
}

// The "error" of a refusal, for the disagreement it becomes: its text, or
// the value when it is not a string, cut either way.
std::string refusal_text(const Json& error) {
    return error.is_string() ? excerpt(error.get<std::string>()) : value_excerpt(error);
}

}  // namespace

std::optional<Capability> capability_from_name(const std::string& name) {
    for (Capability c : {Capability::Fen, Capability::Moves, Capability::Vision, Capability::Play,
                         Capability::Observation, Capability::Belief, Capability::BeliefContains,
                         Capability::BeliefSample})
        if (name == capability_name(c)) return c;
    return std::nullopt;
}

ExternalImplementation::ExternalImplementation(std::string command, const std::string& reader,
                                               std::chrono::milliseconds timeout, std::size_t max_reply_bytes)
    : ExternalImplementation(std::make_unique<ProtocolClient>(std::move(command), timeout, max_reply_bytes), reader) {}

ExternalImplementation::ExternalImplementation(std::unique_ptr<LineChannel> channel, std::string label,
                                               const std::string& reader, std::chrono::milliseconds timeout,
                                               std::size_t max_reply_bytes)
    : ExternalImplementation(
          std::make_unique<ProtocolClient>(std::move(channel), std::move(label), timeout, max_reply_bytes), reader) {}

ExternalImplementation::ExternalImplementation(std::unique_ptr<Transport> transport, const std::string& reader)
    : client_(std::move(transport)), reader_(harness::make_implementation(reader)) {
    if (!reader_) throw std::invalid_argument("unknown reference '" + reader + "'");
    greet();
}

bool ExternalImplementation::restart() {
    if (!client_->restart()) return false;
    pending_.clear();
    ready_.clear();
    pending_play_ = Json();
    belief_started_[0] = belief_started_[1] = false;
    supported_.clear();
    greet();
    return true;
}

void ExternalImplementation::greet() {
    const Json request = {{"cmd", "hello"}};
    const Reply reply = call(request);
    // The name is in every message and report: a line of it at most.
    name_ = excerpt(client_->field(request, reply, "name", Type::string).get<std::string>(), 80);
    const Json& protocol = reply.json.contains("protocol") ? reply.json["protocol"] : Json();
    if (!protocol.is_number_integer() || protocol.get<long long>() != 1)
        client_->fault("hello must answer \"protocol\":1 (this is protocol version 1)", request, reply.text);
    for (const Json& item : client_->field(request, reply, "supports", Type::array)) {
        if (!item.is_string()) client_->fault("\"supports\" must list strings", request, reply.text);
        const auto c = capability_from_name(item.get<std::string>());
        // Unknown capabilities are extensions of a newer protocol: ignored.
        if (c) supported_.insert(*c);
    }
    for (Capability needed : {Capability::Moves, Capability::Play})
        if (!supports(needed))
            client_->fault(fmt::format("\"supports\" must include \"{}\" to play a game", capability_name(needed)),
                           request, reply.text);
}

ExternalImplementation::~ExternalImplementation() = default;

Reply ExternalImplementation::call(const Json& request) const {
    const std::string key = request.dump();
    if (const auto it = ready_.find(key); it != ready_.end()) {
        Reply reply = std::move(it->second);
        ready_.erase(it);
        return reply;
    }
    // Replies come in the order of the requests: read up to this one.
    while (!pending_.empty()) {
        Json sent = std::move(pending_.front());
        pending_.pop_front();
        Reply reply = client_->receive(sent);
        std::string sent_key = sent.dump();
        if (sent_key == key) return reply;
        ready_[std::move(sent_key)] = std::move(reply);
    }
    return client_->request(request);
}

Reply ExternalImplementation::ask(const Json& request) {
    settle();
    return call(request);
}

void ExternalImplementation::prefetch(const std::vector<Json>& requests) {
    for (const Json& r : requests) {
        client_->send(r);
        pending_.push_back(r);
    }
}

void ExternalImplementation::settle() {
    while (!pending_.empty()) {
        const Json sent = std::move(pending_.front());
        pending_.pop_front();
        client_->receive(sent);
    }
    ready_.clear();
}

void ExternalImplementation::require(Capability c, const char* command) const {
    if (!supports(c))
        throw std::logic_error(
            fmt::format("'{}' was asked of {}, which does not support \"{}\"", command, name_, capability_name(c)));
}

harness::SquareSet ExternalImplementation::squares(const Json& request, const Reply& reply, const Json& list) const {
    harness::SquareSet out;
    for (const Json& item : list) {
        const int s = item.is_string() ? square_from_name(item.get<std::string>()) : -1;
        if (s < 0) client_->fault("not a square name: " + value_excerpt(item), request, reply.text);
        out.insert(s);
    }
    return out;
}

std::string ExternalImplementation::load(const std::string& fen, bool) {
    settle();
    belief_started_[0] = belief_started_[1] = false;
    const Json request = {{"cmd", "load"}, {"fen", fen}};
    const Reply reply = call(request);
    if (reply.json.contains("error")) return refusal_text(reply.json["error"]);
    if (!is_ok(reply.json)) client_->fault("load must answer {\"ok\":true} or {\"error\":...}", request, reply.text);
    return {};
}

std::string ExternalImplementation::written_fen() const {
    require(Capability::Fen, "fen");
    const Json request = fen_request();
    return client_->field(request, call(request), "fen", Type::string).get<std::string>();
}

harness::NeutralPosition ExternalImplementation::read_fen(const std::string& fen, const std::string& context) const {
    const std::string error = reader_->load(fen, true);
    if (!error.empty())
        throw UnreadableAnswer(fmt::format("{} wrote {} '{}', which the {} rejects: {}", name_, context, excerpt(fen),
                                           reader_->name(), excerpt(error)));
    return reader_->position();
}

harness::NeutralPosition ExternalImplementation::position() const { return read_fen(written_fen(), "the position"); }

std::string ExternalImplementation::fen(harness::Spelling) const { return written_fen(); }

std::vector<std::string> ExternalImplementation::moves() const {
    const Json request = moves_request();
    const Reply reply = call(request);
    std::vector<std::string> out;
    for (const Json& item : client_->field(request, reply, "moves", Type::array)) {
        if (!item.is_string()) client_->fault("a move is not a string: " + value_excerpt(item), request, reply.text);
        out.push_back(item.get<std::string>());
    }
    std::sort(out.begin(), out.end());
    return out;
}

harness::SquareSet ExternalImplementation::vision(char colour) const {
    require(Capability::Vision, "vision");
    const Json request = vision_request(colour);
    const Reply reply = call(request);
    return squares(request, reply, client_->field(request, reply, "squares", Type::array));
}

bool ExternalImplementation::play(const std::string& uci) {
    begin_play(uci);
    return end_play();
}

void ExternalImplementation::begin_play(const std::string& uci) {
    settle();
    pending_play_ = {{"cmd", "play"}, {"move", uci}};
    prefetch({pending_play_});
}

bool ExternalImplementation::end_play() {
    const Json request = std::move(pending_play_);
    const Reply reply = call(request);
    if (reply.json.contains("error")) {
        last_refusal_ = refusal_text(reply.json["error"]);
        return false;
    }
    if (!is_ok(reply.json)) client_->fault("play must answer {\"ok\":true} or {\"error\":...}", request, reply.text);
    return true;
}

harness::NeutralObservation ExternalImplementation::last_observation(char colour) const {
    require(Capability::Observation, "observation");
    const Json request = observation_request(colour);
    const Reply reply = call(request);
    harness::NeutralObservation o;
    o.seen = squares(request, reply, client_->field(request, reply, "seen", Type::array));
    for (int s : o.seen) o.contents[s] = '.';
    for (const auto& [square, letter] : client_->field(request, reply, "pieces", Type::object).items()) {
        const int s = square_from_name(square);
        if (s < 0)
            client_->fault("\"pieces\" has a key that is not a square: " + excerpt(square, 40), request, reply.text);
        if (!letter.is_string() || !is_piece_letter(letter.get<std::string>()))
            client_->fault(
                "\"pieces\" maps " + excerpt(square, 40) + " to " + value_excerpt(letter) + ", not a piece letter",
                request, reply.text);
        // A piece on a square it does not see stays in: the comparison then
        // shows it, as the information leak it is.
        o.contents[s] = letter.get<std::string>()[0];
    }
    const auto captured = reply.json.find("captured");
    if (captured == reply.json.end())
        client_->fault("the reply has no field 'captured' (a square or null)", request, reply.text);
    if (!captured->is_null()) {
        const int s = captured->is_string() ? square_from_name(captured->get<std::string>()) : -1;
        if (s < 0) client_->fault("'captured' is neither a square nor null", request, reply.text);
        o.own_piece_captured = s;
    }
    return o;
}

harness::PerftAnswer ExternalImplementation::perft(int, bool, bool) const {
    throw std::runtime_error("perft is not part of the external protocol");
}

void ExternalImplementation::start_belief(char colour, const harness::BeliefSettings& settings) {
    require(Capability::Belief, "belief_start");
    settle();
    const Json request = {
        {"cmd", "belief_start"}, {"colour", std::string(1, colour)}, {"own_observation", settings.own_observation}};
    const Reply reply = call(request);
    if (!is_ok(reply.json)) client_->fault("belief_start must answer {\"ok\":true}", request, reply.text);
    belief_started_[colour == 'w' ? 0 : 1] = true;
}

bool ExternalImplementation::frozen(const Json& request, const Reply& reply) const {
    const auto frozen = reply.json.find("frozen");
    if (frozen == reply.json.end()) return false;
    if (!frozen->is_boolean()) client_->fault("\"frozen\" must be true or false", request, reply.text);
    return frozen->get<bool>();
}

std::vector<std::string> ExternalImplementation::fen_list(const Json& request, const Reply& reply) const {
    std::vector<std::string> fens;
    for (const Json& item : client_->field(request, reply, "fens", Type::array)) {
        if (!item.is_string()) client_->fault("a FEN of P is not a string: " + value_excerpt(item), request, reply.text);
        fens.push_back(item.get<std::string>());
    }
    return fens;
}

ExternalBelief ExternalImplementation::belief_report(char colour, std::size_t limit) const {
    require(Capability::Belief, "belief");
    const Json request = belief_request(colour, limit);
    const Reply reply = call(request);
    ExternalBelief b;
    b.size = client_->field(request, reply, "size", Type::number_unsigned).get<std::size_t>();
    b.frozen = frozen(request, reply);
    if (b.size <= limit && !b.frozen) b.fens = fen_list(request, reply);
    return b;
}

std::optional<std::vector<bool>> ExternalImplementation::belief_contains_fens(char colour,
                                                                              const std::vector<std::string>& fens) const {
    require(Capability::BeliefContains, "belief_contains");
    const Json request = {{"cmd", "belief_contains"}, {"colour", std::string(1, colour)}, {"fens", fens}};
    const Reply reply = call(request);
    if (frozen(request, reply)) return std::nullopt;
    std::vector<bool> out;
    for (const Json& item : client_->field(request, reply, "contains", Type::array)) {
        if (!item.is_boolean())
            client_->fault("an answer of \"contains\" is not true or false: " + value_excerpt(item), request,
                           reply.text);
        out.push_back(item.get<bool>());
    }
    if (out.size() != fens.size())
        client_->fault(fmt::format("\"contains\" has {} answers for {} FENs", out.size(), fens.size()), request,
                       reply.text);
    return out;
}

ExternalSample ExternalImplementation::belief_sample_fens(char colour, std::size_t count, std::uint64_t seed) const {
    require(Capability::BeliefSample, "belief_sample");
    const Json request = {
        {"cmd", "belief_sample"}, {"colour", std::string(1, colour)}, {"count", count}, {"seed", seed}};
    const Reply reply = call(request);
    ExternalSample sample;
    sample.size = client_->field(request, reply, "size", Type::number_unsigned).get<std::size_t>();
    sample.frozen = frozen(request, reply);
    if (!sample.frozen) sample.fens = fen_list(request, reply);
    return sample;
}

harness::NeutralBelief ExternalImplementation::belief(char colour) const {
    const ExternalBelief b = belief_report(colour, belief_limit_);
    if (!b.fens)
        throw std::runtime_error(
            fmt::format("P of {} has {} boards, over the limit {}", colour, b.size, belief_limit_));
    std::vector<harness::DuplicateKey> boards;
    for (const std::string& fen : *b.fens) boards.push_back(harness::duplicate_key(read_fen(fen, "a board of P")));
    return harness::NeutralBelief(std::move(boards));
}

bool ExternalImplementation::belief_holds_truth(char colour) const {
    return belief(colour).count(harness::duplicate_key(position())) > 0;
}

}  // namespace external
